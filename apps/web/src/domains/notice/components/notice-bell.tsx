import { BellOutlined } from '@ant-design/icons';
import type { UserNotice } from '@ck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, List, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MY_NOTICES_KEY, markAllNoticesRead, NOTICE_FEED_KEY } from '../api.ts';
import { useNoticeFeed } from '../use-notice-feed.ts';
import { NoticeDetailModal } from './notice-detail-modal.tsx';
import { PriorityTag } from './priority-tag.tsx';

export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

function NoticeList({ items, onOpen }: { items: UserNotice[]; onOpen: (id: string) => void }) {
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读消息" />;
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(n) => (
        <List.Item
          key={n.id}
          style={{ cursor: 'pointer', paddingInline: 4 }}
          onClick={() => onOpen(n.id)}
          extra={<PriorityTag priority={n.priority} />}
        >
          <List.Item.Meta
            title={<span className="ck-notice-title">{n.titile}</span>}
            description={`${n.sender ?? '系统'} · ${n.sendTime ?? ''}`}
          />
        </List.Item>
      )}
    />
  );
}

/** The header bell (SPEC §2): unread notices and system messages, five of each, in a 300 px popover. */
export function NoticeBell() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { feed } = useNoticeFeed();
  const [open, setOpen] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const total = (feed?.anntMsgTotal ?? 0) + (feed?.sysMsgTotal ?? 0);

  const openDetail = (id: string) => {
    setOpen(false);
    setDetailId(id);
  };
  const readAll = async () => {
    try {
      await markAllNoticesRead();
      message.success('已全部标记为已读');
      queryClient.invalidateQueries({ queryKey: NOTICE_FEED_KEY });
      queryClient.invalidateQueries({ queryKey: MY_NOTICES_KEY });
    } catch {
      // the client already showed the error
    }
  };

  const content = (
    <div data-testid="notice-popover">
      <Tabs
        size="small"
        centered
        items={[
          {
            key: 'annt',
            label: `通知(${feed?.anntMsgTotal ?? 0})`,
            children: <NoticeList items={feed?.anntMsgList ?? []} onOpen={openDetail} />,
          },
          {
            key: 'sys',
            label: `系统消息(${feed?.sysMsgTotal ?? 0})`,
            children: <NoticeList items={feed?.sysMsgList ?? []} onOpen={openDetail} />,
          },
        ]}
      />
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          borderTop: '1px solid #f0f0f0',
          paddingTop: 8,
        }}
      >
        <Button type="link" size="small" onClick={readAll} disabled={!total}>
          全部已读
        </Button>
        <Button
          type="link"
          size="small"
          onClick={() => {
            setOpen(false);
            navigate(MY_ANNOUNCEMENTS_PATH);
          }}
        >
          查看更多
        </Button>
      </div>
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={content}
        styles={{ root: { width: 300 } }}
      >
        <button type="button" className="ck-header-trigger" aria-label={`消息通知，${total} 条未读`}>
          <Badge count={total} size="small" offset={[2, -2]}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </button>
      </Popover>
      <NoticeDetailModal id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
