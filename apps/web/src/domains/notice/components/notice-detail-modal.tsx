import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { fetchNoticeDetail, MY_NOTICES_KEY, markNoticeRead, NOTICE_FEED_KEY } from '../api.ts';
import { noticeTarget, openNoticeTarget } from '../open-notice.ts';
import { NoticeHtml } from './notice-html.tsx';
import { PriorityTag } from './priority-tag.tsx';

/** One announcement in full; opening it marks it read. */
export function NoticeDetailModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: ['notice-detail', id],
    queryFn: () => fetchNoticeDetail(id as string),
    enabled: !!id,
    retry: false,
  });

  useEffect(() => {
    if (!id) return;
    markNoticeRead(id)
      .then(() => {
        queryClient.invalidateQueries({ queryKey: NOTICE_FEED_KEY });
        queryClient.invalidateQueries({ queryKey: MY_NOTICES_KEY });
      })
      .catch(() => undefined);
  }, [id, queryClient]);

  const n = detail.data;
  const target = n ? noticeTarget(n) : null;
  return (
    <Modal
      open={!!id}
      title={n?.titile ?? '公告详情'}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          {n && target && (
            <Button
              type="primary"
              onClick={() => {
                onClose();
                openNoticeTarget(n, navigate);
              }}
            >
              {'external' in target ? '打开链接' : '前往页面'}
            </Button>
          )}
          <Button onClick={onClose}>关闭</Button>
        </Space>
      }
    >
      {detail.isLoading && <Skeleton active />}
      {detail.isError && <Typography.Text type="danger">公告不存在或已撤销</Typography.Text>}
      {n && (
        <div data-testid="notice-detail">
          <Space size="middle" wrap style={{ marginBottom: 12, color: '#888' }}>
            <span>发布人：{n.sender || '系统'}</span>
            <span>发布时间：{n.sendTime ?? '-'}</span>
            <PriorityTag priority={n.priority} />
          </Space>
          {n.msgAbstract && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
              {n.msgAbstract}
            </Typography.Paragraph>
          )}
          <NoticeHtml html={n.msgContent} />
        </div>
      )}
    </Modal>
  );
}
