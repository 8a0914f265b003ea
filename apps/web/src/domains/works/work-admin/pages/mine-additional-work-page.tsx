import { ClockCircleOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Input, Modal, Space, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { extraApi, handInFile, MINE_EXTRA_KEY, type MyAdditionalWork } from '../api.ts';
import { homeworkTarget, myHomeworkState, plainText, windowState } from '../homework.ts';
import '../work-admin.css';

const MAX_FILE = 20 * 1024 * 1024;

function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function HandInModal({
  card,
  onClose,
  onDone,
}: {
  card: MyAdditionalWork | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setFile(null);
    setName(card?.workName ?? '');
    setError(undefined);
  }, [card]);

  const send = async () => {
    if (!card) return;
    if (!file) return setError('请选择要提交的文件');
    if (!name.trim()) return setError('请输入作品名称');
    setBusy(true);
    setError(undefined);
    try {
      await handInFile({ additionalId: card.id, departId: card.departId }, name.trim(), file);
      onDone();
    } catch (e) {
      setError(e instanceof HttpError ? e.message : '提交失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={card ? `提交作业：${card.workName}` : '提交作业'}
      open={!!card}
      onCancel={onClose}
      onOk={() => void send()}
      okText="提交作业"
      cancelText="取消"
      okButtonProps={{ loading: busy }}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Input
          aria-label="作品名称"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          placeholder="作品名称"
        />
        <Upload
          maxCount={1}
          beforeUpload={(f) => {
            if (f.size <= 0) setError('不能提交空文件');
            else if (f.size > MAX_FILE) setError('文件不能超过 20 MB');
            else {
              setError(undefined);
              setFile(f);
            }
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'picked', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
        <Typography.Text type="secondary">文件不超过 20 MB，提交后老师会批改。</Typography.Text>
      </Space>
    </Modal>
  );
}

function HomeworkCard({
  card,
  now,
  onUpload,
}: {
  card: MyAdditionalWork;
  now: number;
  onUpload: (card: MyAdditionalWork) => void;
}) {
  const window_ = windowState(card.startTime, card.endTime, now, card.status);
  const description = plainText(card.workDesc);
  const mine = myHomeworkState(card);
  const target = homeworkTarget(card);
  const open = window_.kind === 'open';
  const action =
    mine.kind === 'graded' ? null : !target ? (
      <Typography.Text type="secondary">这份作业不需要在线提交</Typography.Text>
    ) : target.kind === 'link' ? (
      <Button type="primary" href={target.url} disabled={!open}>
        {mine.kind === 'none' ? '做作业' : '继续修改'}
      </Button>
    ) : (
      <Button type="primary" icon={<UploadOutlined />} disabled={!open} onClick={() => onUpload(card)}>
        {mine.kind === 'none' ? '做作业' : '重新提交'}
      </Button>
    );

  return (
    <Card
      title={card.workName}
      extra={<Tag color={mine.color}>{mine.text}</Tag>}
      cover={
        card.workCover_url ? (
          <img src={card.workCover_url} alt={card.workName} style={{ height: 140, objectFit: 'cover' }} />
        ) : undefined
      }
      actions={action ? [<span key="act">{action}</span>] : undefined}
    >
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <Space wrap size={4}>
          <Tag>{card.codeType_dictText}</Tag>
          <Tag>{card.departName}</Tag>
          <Tag
            icon={<ClockCircleOutlined />}
            color={window_.kind === 'closed' ? 'default' : window_.kind === 'open' ? 'processing' : 'warning'}
          >
            {window_.text}
          </Tag>
        </Space>
        {description && (
          <Typography.Paragraph
            ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}
            style={{ margin: 0, whiteSpace: 'pre-line' }}
          >
            {description}
          </Typography.Paragraph>
        )}
        {card.endTime && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            截止时间：{card.endTime.slice(0, 16)}
          </Typography.Text>
        )}
        {card.workDocumentUrl_url && (
          <a href={card.workDocumentUrl_url} target="_blank" rel="noopener">
            <FileTextOutlined /> 查看作业文档
          </a>
        )}
        {mine.kind === 'graded' && (
          <Alert
            type="success"
            title={
              <span>
                得分 <strong style={{ fontSize: 18 }}>{mine.score ?? '—'}</strong> 分
              </span>
            }
            description={mine.comment ? `老师评语：${mine.comment}` : undefined}
          />
        )}
        {mine.kind === 'returned' && <Alert type="warning" title={`退回原因：${mine.comment}`} />}
      </Space>
    </Card>
  );
}

/** `works/MyAdditionalWork` (/teaching/mineAdditionalWork): a student's extra homework and its state. */
export function MineAdditionalWorkPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const now = useNow();
  const [uploading, setUploading] = useState<MyAdditionalWork | null>(null);
  const mine = useQuery({ queryKey: MINE_EXTRA_KEY, queryFn: extraApi.mine });

  if (mine.isLoading) return <PageLoading />;
  if (mine.isError) return <Alert type="error" showIcon title="额外作业加载失败，请刷新重试" />;
  const cards = mine.data ?? [];

  return (
    <div>
      {cards.length === 0 ? (
        <Card variant="borderless">
          <Empty description="老师还没有布置额外作业" />
        </Card>
      ) : (
        <div className="wa-mine-grid">
          {cards.map((card) => (
            <HomeworkCard key={card.id} card={card} now={now} onUpload={setUploading} />
          ))}
        </div>
      )}
      <HandInModal
        card={uploading}
        onClose={() => setUploading(null)}
        onDone={() => {
          setUploading(null);
          message.success('作业已提交，等待老师批改');
          void queryClient.invalidateQueries({ queryKey: MINE_EXTRA_KEY });
        }}
      />
    </div>
  );
}
