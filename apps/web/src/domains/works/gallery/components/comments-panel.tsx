import { UserOutlined } from '@ant-design/icons';
import { PERMS } from '@ck/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Empty, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { CenteredPagination } from '../../../../components/centered-pagination.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { fetchComments, hideComment, reportComment, saveComment, type WorkComment } from '../api.ts';
import { loginBack } from '../work-links.ts';
import { errorText } from './work-grid.tsx';

// A pane under the player, not a list page: ten comments at a time keep the work in view.
const PAGE_SIZE = 10;
const MAX_COMMENT = 500;

function ReportButton({ comment }: { comment: WorkComment }) {
  const { modal, message } = useFeedback();
  const report = () => {
    let reason = '';
    modal.confirm({
      title: '举报评论',
      content: (
        <Input.TextArea
          aria-label="举报原因"
          placeholder="请说明举报原因（选填）"
          maxLength={200}
          rows={3}
          onChange={(e) => {
            reason = e.target.value;
          }}
        />
      ),
      okText: '举报',
      cancelText: '取消',
      onOk: async () => {
        try {
          await reportComment(comment.id, reason.trim() || '不当内容');
          message.success('已举报，老师会尽快处理');
        } catch (error) {
          message.error(errorText(error, '举报失败'));
        }
      },
    });
  };
  return (
    <Button type="link" size="small" onClick={report}>
      举报
    </Button>
  );
}

/** Comments of a work, shown as plain text; signed-in users write and report, moderators hide. */
export function CommentsPanel({ workId }: { workId: string }) {
  const token = useSession((s) => s.token);
  // The system config's switch: 'false' closes new comments (existing ones stay readable).
  const closed = useBrand().config.allowComment === 'false';
  const canModerate = useCan(PERMS.work.moderate);
  const location = useLocation();
  const client = useQueryClient();
  const { message, modal } = useFeedback();
  const [pageNo, setPageNo] = useState(1);
  const [text, setText] = useState('');
  const comments = useQuery({
    queryKey: ['works', 'comments', workId, pageNo],
    queryFn: () => fetchComments(workId, pageNo, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['works', 'comments', workId] });
  const send = useMutation({
    mutationFn: () => saveComment(workId, text.trim()),
    onSuccess: () => {
      setText('');
      setPageNo(1);
      message.success('评论成功');
      void refresh();
    },
  });
  const hide = useMutation({
    mutationFn: (c: WorkComment) => hideComment(c.id, true),
    onSuccess: () => {
      message.success('评论已隐藏');
      void refresh();
    },
  });

  return (
    <div className="ck-work-panel" data-testid="comments-panel">
      <h3 style={{ marginTop: 0 }}>评论{comments.data ? `（${comments.data.total}）` : ''}</h3>
      {closed ? (
        <p>评论功能已关闭</p>
      ) : token ? (
        <div style={{ marginBottom: 12 }}>
          <Input.TextArea
            aria-label="写评论"
            placeholder="说说你对这个作品的看法吧"
            value={text}
            maxLength={MAX_COMMENT}
            showCount
            rows={3}
            onChange={(e) => setText(e.target.value)}
          />
          <div style={{ textAlign: 'right', marginTop: 8 }}>
            <Button
              type="primary"
              loading={send.isPending}
              disabled={!text.trim()}
              onClick={() => send.mutate()}
            >
              发表评论
            </Button>
          </div>
        </div>
      ) : (
        <p>
          <Link to={loginBack(`${location.pathname}${location.search}`)}>登录</Link> 后可以发表评论
        </p>
      )}
      {!comments.data ? (
        comments.isLoading ? (
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        ) : (
          <Empty description={errorText(comments.error, '评论加载失败')} />
        )
      ) : comments.data.records.length === 0 ? (
        <Empty description="还没有评论，来抢沙发吧" />
      ) : (
        <>
          {comments.data.records.map((c) => (
            <div className="ck-work-comment" key={c.id} data-testid="work-comment">
              <Avatar src={c.avatar_url || undefined} icon={<UserOutlined />} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Space size={8} wrap>
                  <strong>{c.realname || '匿名用户'}</strong>
                  <span style={{ color: '#aaa', fontSize: 12 }}>{c.createTime}</span>
                </Space>
                {/* Rendered as text: a comment is never HTML. */}
                <p className="ck-work-comment-text">{c.comment}</p>
                <Space size={0}>
                  {token && <ReportButton comment={c} />}
                  {canModerate && (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        modal.confirm({
                          title: '隐藏这条评论？',
                          content: '隐藏后其他人看不到它，评论本身会保留。',
                          okText: '隐藏',
                          cancelText: '取消',
                          onOk: () => hide.mutateAsync(c),
                        })
                      }
                    >
                      隐藏
                    </Button>
                  )}
                </Space>
              </div>
            </div>
          ))}
          <CenteredPagination
            current={pageNo}
            pageSize={PAGE_SIZE}
            total={comments.data.total}
            size="small"
            marginTop={12}
            onChange={setPageNo}
          />
        </>
      )}
    </div>
  );
}
