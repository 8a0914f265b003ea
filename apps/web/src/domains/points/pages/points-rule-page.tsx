import { POINTS_AMOUNT_MAX, type PointsRule, type PointsRuleSaveItem } from '@ck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, InputNumber, Skeleton, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ListPageCard } from '../../../admin/crud/list-page-card.tsx';
import { fetchRules, POINTS_KEY, saveRules } from '../api.ts';

type Draft = Record<string, PointsRuleSaveItem>;

const draftOf = (rules: PointsRule[]): Draft =>
  Object.fromEntries(
    rules.map((r) => [
      r.kind,
      { kind: r.kind, amount: r.amount, dailyCap: r.dailyCap, enabled: r.enabled === 1 ? 1 : 0 },
    ]),
  );

/** 积分规则: what each way of earning pays, its daily cap and whether it is on. */
export function PointsRulePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rules = useQuery({ queryKey: [...POINTS_KEY, 'rules'], queryFn: fetchRules });
  const [draft, setDraft] = useState<Draft>({});
  useEffect(() => {
    if (rules.data) setDraft(draftOf(rules.data));
  }, [rules.data]);
  const save = useMutation({
    mutationFn: () => saveRules(Object.values(draft)),
    onSuccess: (saved) => {
      queryClient.setQueryData([...POINTS_KEY, 'rules'], saved);
      message.success('积分规则已保存');
    },
    onError: (err) => message.error((err as Error).message),
  });
  const set = (kind: string, patch: Partial<PointsRuleSaveItem>) =>
    setDraft((d) => ({ ...d, [kind]: { ...d[kind], ...patch } }));
  /** A column editing one whole number of each rule, 0 when emptied. */
  const amountColumn = (field: 'amount' | 'dailyCap', title: string) => ({
    key: field,
    title,
    width: 140,
    render: (_: unknown, r: PointsRule) => (
      <InputNumber
        aria-label={`${r.kind_dictText}${title}`}
        min={0}
        max={POINTS_AMOUNT_MAX}
        precision={0}
        value={draft[r.kind]?.[field]}
        onChange={(v) => set(r.kind, { [field]: v ?? 0 })}
      />
    ),
  });

  return (
    <ListPageCard
      title="积分规则"
      icon="setting"
      extra={
        <Button type="primary" loading={save.isPending} disabled={!rules.data} onClick={() => save.mutate()}>
          保存
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        学生完成下列事情时自动获得积分；每日上限按北京时间计算，0
        表示不限。同一作品、同一场考试或赛事只奖励一次。
      </Typography.Paragraph>
      {rules.isLoading ? (
        <Skeleton active />
      ) : rules.isError ? (
        <Alert type="error" showIcon message="积分规则加载失败" />
      ) : (
        <Table<PointsRule>
          rowKey="kind"
          pagination={false}
          dataSource={rules.data}
          columns={[
            { key: 'kind', title: '获取方式', dataIndex: 'kind_dictText', width: 140 },
            { key: 'hint', title: '说明', dataIndex: 'hint' },
            amountColumn('amount', '奖励积分'),
            amountColumn('dailyCap', '每日上限'),
            {
              key: 'enabled',
              title: '启用',
              width: 90,
              render: (_, r) => (
                <Switch
                  checked={draft[r.kind]?.enabled === 1}
                  onChange={(on) => set(r.kind, { enabled: on ? 1 : 0 })}
                />
              ),
            },
            {
              key: 'updateTime',
              title: '修改时间',
              dataIndex: 'updateTime',
              width: 170,
              render: (v) => v ?? '默认',
            },
          ]}
        />
      )}
    </ListPageCard>
  );
}
