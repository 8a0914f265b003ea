import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  DisconnectOutlined,
  LoadingOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { QueueStatus } from '../answer-queue.ts';
import { serverClockText } from '../exam-clock.ts';

interface Props {
  status: QueueStatus;
  online: boolean;
  onRetry: () => void;
}

/** 已保存 hh:mm:ss / 保存中… / 离线，恢复网络后自动保存, with 重试 while saves fail. */
export function SaveIndicator({ status, online, onRetry }: Props) {
  const savedAt =
    status.lastSavedAt?.slice(11, 19) || (status.lastSavedAtMs ? serverClockText(status.lastSavedAtMs) : '');
  let content: React.ReactNode;
  if (status.phase === 'saved') {
    content = (
      <Typography.Text type="success">
        <CheckCircleOutlined /> {savedAt ? `已保存 ${savedAt}` : '答案会自动保存'}
      </Typography.Text>
    );
  } else if (status.phase === 'saving' || status.phase === 'pending') {
    content = (
      <Typography.Text type="secondary">
        {status.phase === 'saving' ? <LoadingOutlined /> : <CloudSyncOutlined />} 保存中…
      </Typography.Text>
    );
  } else if (status.phase === 'failed') {
    content = (
      <Tooltip title={status.error ?? undefined}>
        <Typography.Text type="danger">
          <WarningOutlined /> 有 {status.pending} 题未保存：{status.error}
        </Typography.Text>
      </Tooltip>
    );
  } else {
    content = (
      <Tooltip title={status.error ?? undefined}>
        <Typography.Text type="warning">
          <DisconnectOutlined /> {online ? '保存失败，正在重试' : '离线，恢复网络后自动保存'}
        </Typography.Text>
      </Tooltip>
    );
  }
  const retry = status.phase === 'retrying' || status.phase === 'failed';
  return (
    <Space size={4} className="xt-save" role="status" aria-live="polite">
      {content}
      {retry && (
        <Button size="small" type="link" onClick={onRetry} style={{ padding: 0 }}>
          重试
        </Button>
      )}
    </Space>
  );
}
