import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AssessmentDimension } from '@ck/shared';
import { Alert, Button, Input, Space, Table, Typography } from 'antd';
import { LIMITS, nextDimensionKey, removeDimension, type TestPowerDraft } from '../assessment-form.ts';

interface Props {
  draft: TestPowerDraft;
  /** Whether reports exist: the scoring (dimensions, questions) is then fixed. */
  locked: boolean;
  onChange: (next: TestPowerDraft) => void;
}

/** The scored aspects: their stable key and shown name; removing one drops its weights. */
export function DimensionsEditor({ draft, locked, onChange }: Props) {
  const { dimensions } = draft;
  const rename = (index: number, patch: { key?: string; name?: string }) =>
    onChange({ ...draft, dimensions: dimensions.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
  /** An input of each row for the dimension's name or key, `tidy` applied to what is typed. */
  const textCell =
    (what: string, field: 'name' | 'key', tidy: (typed: string) => string) =>
    (_: unknown, d: AssessmentDimension, i: number) => (
      <Input
        aria-label={`第 ${i + 1} 个维度${what}`}
        value={d[field]}
        maxLength={20}
        disabled={locked}
        onChange={(e) => rename(i, { [field]: tidy(e.target.value) })}
      />
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        每道题按权重计入各维度，报告里用雷达图展示孩子在每个维度的得分率。标识是英文小写，用于存储，保存后请勿随意修改。
      </Typography.Paragraph>
      <Table
        rowKey={(_, i) => String(i)}
        size="small"
        pagination={false}
        dataSource={dimensions}
        columns={[
          { title: '#', width: 48, render: (_, __, i) => i + 1 },
          { title: '维度名称', render: textCell('名称', 'name', (v) => v) },
          { title: '标识', width: 200, render: textCell('标识', 'key', (v) => v.toLowerCase()) },
          {
            title: '操作',
            width: 80,
            render: (_, d) => (
              <Button
                type="link"
                danger
                size="small"
                icon={<DeleteOutlined />}
                disabled={locked || dimensions.length <= 1}
                onClick={() => onChange(removeDimension(draft, d.key))}
              >
                删除
              </Button>
            ),
          },
        ]}
      />
      {locked ? (
        <Alert type="info" showIcon title="已有家长完成这个测评，维度和题目不能再修改（可以复制一份再改）" />
      ) : (
        <Button
          icon={<PlusOutlined />}
          disabled={dimensions.length >= LIMITS.dimensions}
          onClick={() =>
            onChange({
              ...draft,
              dimensions: [...dimensions, { key: nextDimensionKey(dimensions), name: '' }],
            })
          }
        >
          添加维度（最多 {LIMITS.dimensions} 个）
        </Button>
      )}
    </Space>
  );
}
