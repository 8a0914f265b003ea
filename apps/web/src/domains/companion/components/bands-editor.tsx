import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ScoreBand } from '@ck/shared';
import { Button, Card, Flex, Input, InputNumber, Space, Typography } from 'antd';
import { bandRanges, LIMITS, type TestPowerDraft } from '../assessment-form.ts';
import { CourseMultiSelect } from './course-multi-select.tsx';

interface Props {
  draft: TestPowerDraft;
  onChange: (next: TestPowerDraft) => void;
}

/** Score bands: from which percentage each starts, its title, the parent's text and courses to suggest. */
export function BandsEditor({ draft, onChange }: Props) {
  const { bands } = draft;
  const set = (index: number, patch: Partial<ScoreBand>) =>
    onChange({ ...draft, bands: bands.map((b, i) => (i === index ? { ...b, ...patch } : b)) });
  const ranges = bandRanges(bands)
    .map((r) => `${r.band.title || '（未命名）'} ${r.from}%–${Math.max(r.from, r.to)}%`)
    .join('，');
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Typography.Text type="secondary">
        孩子的总得分率落在哪个区间，报告就显示哪个等级的评语和推荐课程。须有一个从 0% 起的等级。
      </Typography.Text>
      {bands.length > 0 && <Typography.Text>当前划分：{ranges}</Typography.Text>}
      {bands.map((b, i) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: bands have no id; their order is the edit order.
          key={i}
          size="small"
          data-testid="band-editor"
          title={`等级 ${i + 1}`}
          extra={
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`删除等级 ${i + 1}`}
              disabled={bands.length <= 1}
              onClick={() => onChange({ ...draft, bands: bands.filter((_, j) => j !== i) })}
            />
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Flex gap={12} wrap>
              <Space>
                <span>起始得分率</span>
                <InputNumber
                  aria-label={`等级 ${i + 1} 起始得分率`}
                  min={0}
                  max={100}
                  precision={0}
                  suffix="%"
                  value={b.minPercent}
                  onChange={(v) => set(i, { minPercent: v ?? 0 })}
                />
              </Space>
              <Space>
                <span>等级名称</span>
                <Input
                  aria-label={`等级 ${i + 1} 名称`}
                  value={b.title}
                  maxLength={20}
                  placeholder="如：优秀"
                  style={{ width: 160 }}
                  onChange={(e) => set(i, { title: e.target.value })}
                />
              </Space>
            </Flex>
            <Input.TextArea
              aria-label={`等级 ${i + 1} 评语`}
              value={b.text}
              maxLength={1000}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder="写给家长的评语：孩子目前的水平和下一步的建议"
              onChange={(e) => set(i, { text: e.target.value })}
            />
            <CourseMultiSelect
              aria-label={`等级 ${i + 1} 推荐课程`}
              value={b.courseIds}
              onChange={(courseIds) => set(i, { courseIds })}
            />
          </Space>
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={bands.length >= LIMITS.bands}
        onClick={() =>
          onChange({
            ...draft,
            bands: [
              ...bands,
              {
                minPercent: Math.min(100, (bands.at(-1)?.minPercent ?? 0) + 10),
                title: '',
                text: '',
                courseIds: [],
              },
            ],
          })
        }
      >
        添加等级（最多 {LIMITS.bands} 个）
      </Button>
    </Space>
  );
}
