import { type AiConversation, DEFAULT_PAGE_SIZE } from '@ck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Pagination, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../api/http-errors.ts';
import { AI_KEY, myConversations } from '../api.ts';
import { CONVERSATION_STATUS_COLOR, CONVERSATION_STATUS_TEXT, SCENE_TEXT } from '../scene-labels.ts';
import { AnswerView } from './answer-view.tsx';

function HistoryItem({ row, onAskAgain }: { row: AiConversation; onAskAgain: (question: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="ck-ai-history-item" data-testid="ai-history-item">
      <Typography.Paragraph ellipsis={open ? false : { rows: 2 }} strong style={{ marginBottom: 4 }}>
        {row.question}
      </Typography.Paragraph>
      <Space size={4} wrap>
        <Tag>{SCENE_TEXT[row.scene] ?? row.scene}</Tag>
        <Tag color={CONVERSATION_STATUS_COLOR[row.status] ?? 'default'}>
          {CONVERSATION_STATUS_TEXT[row.status] ?? row.status}
        </Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.createTime}
        </Typography.Text>
        <Button size="small" type="link" onClick={() => setOpen((v) => !v)}>
          {open ? '收起' : '看回答'}
        </Button>
        <Button size="small" type="link" onClick={() => onAskAgain(row.question)}>
          再问一次
        </Button>
      </Space>
      {open && (
        <div className="ck-ai-msg ck-ai-msg-assistant" style={{ marginTop: 8, width: '100%' }}>
          {row.answer ? <AnswerView source={row.answer} /> : null}
          {row.errorMessage && <div className="ck-ai-msg-error">{row.errorMessage}</div>}
          {!row.answer && !row.errorMessage && <Typography.Text type="secondary">没有回答</Typography.Text>}
        </div>
      )}
    </li>
  );
}

/** 我的提问: the signed-in student's own past questions (`/mine`), newest first. */
export function HistoryList({ onAskAgain }: { onAskAgain: (question: string) => void }) {
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: [...AI_KEY, 'mine', pageNo],
    queryFn: () => myConversations({ pageNo, pageSize: DEFAULT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Skeleton active style={{ padding: 12 }} />;
  if (query.error)
    return <Empty style={{ marginTop: 48 }} description={errorText(query.error, '历史记录加载失败')} />;
  const { records, total } = query.data;
  if (!records.length) return <Empty style={{ marginTop: 48 }} description="还没有问过码狗" />;
  return (
    <div className="ck-ai-history" data-testid="ai-history">
      <ul className="ck-ai-history-list">
        {records.map((row) => (
          <HistoryItem key={row.id} row={row} onAskAgain={onAskAgain} />
        ))}
      </ul>
      {total > DEFAULT_PAGE_SIZE && (
        <Pagination
          size="small"
          align="center"
          current={pageNo}
          pageSize={DEFAULT_PAGE_SIZE}
          total={total}
          onChange={setPageNo}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
