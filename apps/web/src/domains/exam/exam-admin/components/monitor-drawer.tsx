import type { Exam, ExamMonitorRow } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Badge,
  Button,
  Drawer,
  Form,
  Input,
  Modal,
  Progress,
  Segmented,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';
import { IntegerItem } from '../../../../components/integer-item.tsx';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { examApi, MONITOR_KEY } from '../api.ts';
import {
  canIntervene,
  filterMonitorRows,
  MONITOR_POLL_MS,
  MONITOR_STATES,
  type MonitorFilter,
  monitorSummary,
  progressPercent,
  relativeTime,
  sortMonitorRows,
} from '../monitor.ts';
import { AccountSearch } from './account-search.tsx';

type Action = { kind: 'extend' | 'force'; row: ExamMonitorRow } | null;

function ActionModal({
  action,
  onClose,
  onDone,
}: {
  action: Action;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ minutes: number; reason: string }>();
  const extend = action?.kind === 'extend';
  const who = action ? action.row.realname || action.row.username : '';
  const { saving, error, submit } = useDialogFormSave(
    form,
    action,
    async (values) => {
      const userPaperId = action?.row.userPaperId;
      if (!userPaperId) return;
      if (extend) await examApi.extend(userPaperId, values.minutes, values.reason.trim());
      else await examApi.forceSubmit(userPaperId, values.reason.trim());
      message.success(extend ? `已为 ${who} 延长 ${values.minutes} 分钟` : `已为 ${who} 强制交卷`);
      onDone();
      onClose();
    },
    extend ? '延时失败' : '强制交卷失败',
  );
  useEffect(() => {
    if (action) form.setFieldsValue({ minutes: 10, reason: '' });
  }, [action, form]);
  if (!action) return null;
  return (
    <Modal
      open
      title={extend ? `为 ${who} 延长考试时间` : `为 ${who} 强制交卷`}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={extend ? '延时' : '强制交卷'}
      okButtonProps={{ loading: saving, danger: !extend }}
      cancelText="取消"
      destroyOnHidden
    >
      {!extend && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="交卷后学生不能再作答，已保存的答案按交卷处理并自动评分。"
        />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="monitor-action">
        {extend && (
          <IntegerItem
            name="minutes"
            label="延长时间"
            extra={action.row.deadline ? `当前截止：${action.row.deadline}` : undefined}
            min={1}
            max={120}
            unit="分钟"
            message="延长时间必须是 1 到 120 分钟"
          />
        )}
        <Form.Item name="reason" label="原因" rules={[{ max: 200, message: '原因不能超过 200 个字符' }]}>
          <Input.TextArea
            maxLength={200}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={extend ? '如：电脑故障重启' : '如：违反考试纪律'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const FILTERS: { value: MonitorFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'answering', label: '答题中' },
  { value: 'not_started', label: '未开始' },
  { value: 'submitted', label: '已交卷' },
];

/** Live monitor of one exam: who is answering, progress, jump-outs; extend time or hand a paper in. */
export function MonitorDrawer({ exam, onClose }: { exam: Exam | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mobile = useViewport() === 'mobile';
  const [action, setAction] = useState<Action>(null);
  const [filter, setFilter] = useState<MonitorFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const examId = exam?.id;
  const key = [...MONITOR_KEY, examId];
  const monitor = useQuery({
    queryKey: key,
    queryFn: () => examApi.monitor(examId ?? ''),
    enabled: !!examId,
    refetchInterval: MONITOR_POLL_MS,
    refetchIntervalInBackground: false,
  });
  useEffect(() => {
    if (!examId) return;
    setFilter('all');
    setKeyword('');
  }, [examId]);
  // "N 秒前" keeps ticking between polls.
  useEffect(() => {
    if (!examId) return;
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [examId]);

  const rows = useMemo(() => sortMonitorRows(monitor.data ?? []), [monitor.data]);
  const shown = useMemo(() => filterMonitorRows(rows, filter, keyword), [rows, filter, keyword]);
  const summary = monitorSummary(rows);

  const columns: TableColumnsType<ExamMonitorRow> = [
    {
      key: 'student',
      title: '学生',
      width: 150,
      fixed: mobile ? undefined : 'left',
      render: (_, r) => (
        <Space size={6}>
          <Badge
            status={r.state === 'answering' ? (r.online ? 'success' : 'default') : 'default'}
            title={r.state === 'answering' ? (r.online ? '在线' : '离线（1 分钟内没有保存）') : undefined}
          />
          <span>
            <Typography.Text>{r.realname || r.username}</Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.username}
              {r.deptName ? ` · ${r.deptName}` : ''}
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (_, r) => <Tag color={MONITOR_STATES[r.state].color}>{MONITOR_STATES[r.state].text}</Tag>,
    },
    {
      key: 'progress',
      title: '进度',
      width: 150,
      render: (_, r) =>
        r.state === 'not_started' ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <Space size={6}>
            <Progress
              percent={progressPercent(r.answered, r.questionCount)}
              size={[60, 6]}
              showInfo={false}
            />
            <span>
              {r.answered}/{r.questionCount}
            </span>
          </Space>
        ),
    },
    {
      key: 'jumpOutTimes',
      title: '切屏',
      width: 70,
      render: (_, r) => (
        <Typography.Text type={r.jumpOutTimes > 0 ? 'danger' : 'secondary'} strong={r.jumpOutTimes > 0}>
          {r.jumpOutTimes}
        </Typography.Text>
      ),
    },
    {
      key: 'lastSave',
      title: '最后保存',
      width: 100,
      render: (_, r) => <span title={r.lastSaveTime ?? undefined}>{relativeTime(r.lastSaveTime, now)}</span>,
    },
    {
      key: 'deadline',
      title: '截止',
      width: 120,
      render: (_, r) =>
        r.deadline ? (
          <span>
            {r.deadline.slice(5, 16)}
            {r.extraMinutes > 0 && (
              <Tag color="orange" style={{ marginInlineStart: 4 }}>
                +{r.extraMinutes} 分
              </Tag>
            )}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'score',
      title: '得分',
      width: 70,
      render: (_, r) => (r.gotScore == null ? '—' : r.gotScore),
    },
    {
      key: 'actions',
      title: '操作',
      width: 140,
      render: (_, r) =>
        canIntervene(r) ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setAction({ kind: 'extend', row: r })}>
              延时
            </Button>
            <Button type="link" size="small" danger onClick={() => setAction({ kind: 'force', row: r })}>
              强制交卷
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <Drawer
      open={!!exam}
      onClose={onClose}
      title={exam ? `考试监控：${exam.examName}` : '考试监控'}
      size={mobile ? '100%' : 1000}
      destroyOnHidden
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          每 5 秒自动刷新{monitor.isFetching ? '…' : ''}
        </Typography.Text>
      }
    >
      {monitor.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={errorText(monitor.error, '监控数据加载失败')}
        />
      )}
      <div className="xa-stats">
        <Statistic title="应考" value={summary.total} suffix="人" />
        <Statistic title="未开始" value={summary.notStarted} suffix="人" />
        <Statistic title="答题中" value={summary.answering} suffix="人" />
        <Statistic
          title="在线"
          value={summary.online}
          suffix="人"
          styles={{ content: { color: '#52c41a' } }}
        />
        <Statistic title="已交卷" value={summary.submitted} suffix="人" />
        <Statistic
          title="有切屏"
          value={summary.jumpedOut}
          suffix="人"
          styles={{ content: { color: summary.jumpedOut ? '#ff4d4f' : undefined } }}
        />
      </div>
      <div className="xa-toolbar">
        <Segmented value={filter} onChange={(v) => setFilter(v as MonitorFilter)} options={FILTERS} />
        <AccountSearch onChange={setKeyword} />
      </div>
      <Table<ExamMonitorRow>
        rowKey="userId"
        size="small"
        loading={monitor.isLoading}
        columns={columns}
        dataSource={shown}
        pagination={shown.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 900 }}
        locale={{ emptyText: rows.length ? '没有符合条件的学生' : '这场考试还没有考生' }}
      />
      <ActionModal
        action={action}
        onClose={() => setAction(null)}
        onDone={() => void queryClient.invalidateQueries({ queryKey: key })}
      />
    </Drawer>
  );
}
