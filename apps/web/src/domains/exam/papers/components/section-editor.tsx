import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Input,
  InputNumber,
  Row,
  Segmented,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { DangerPopconfirm } from '../../../../components/danger-popconfirm.tsx';
import { TipIconButton } from '../../../../components/tip-icon-button.tsx';
import {
  type RuleDraft,
  retitleForType,
  type SectionDraft,
  type SectionMode,
  type SectionTotal,
} from '../paper-editor-state.ts';
import { ClassificationSelect } from './classification-select.tsx';
import { PickedQuestionList } from './picked-question-list.tsx';
import { DIFFICULTY_OPTIONS, TYPE_OPTIONS } from './question-picker-modal.tsx';

interface Props {
  section: SectionDraft;
  index: number;
  count: number;
  total: SectionTotal;
  /** Empty required fields turn red (after a save was tried). */
  showErrors: boolean;
  onChange: (section: SectionDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onPick: () => void;
}

const MODES: { value: SectionMode; label: string }[] = [
  { value: 'fixed', label: '固定题目' },
  { value: 'random', label: '随机抽题' },
];

/** One section (大题): title, instruction, fixed questions or a random rule. */
export function SectionEditor({
  section,
  index,
  count,
  total,
  showErrors,
  onChange,
  onMove,
  onRemove,
  onPick,
}: Props) {
  const set = (patch: Partial<SectionDraft>) => onChange({ ...section, ...patch });
  const setRule = (patch: Partial<RuleDraft>) =>
    onChange({
      ...section,
      title:
        patch.questionType != null
          ? retitleForType(section.title, section.rule.questionType, patch.questionType)
          : section.title,
      rule: { ...section.rule, ...patch },
    });
  const hasContent = section.questions.length > 0;

  return (
    <Card
      size="small"
      className="paper-section-card"
      title={
        <Space size={6} wrap>
          <Typography.Text strong>第 {index + 1} 大题</Typography.Text>
          <Tag color={section.mode === 'random' ? 'purple' : 'blue'}>
            {section.mode === 'random' ? '随机抽题' : '固定题目'}
          </Tag>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {total.count} 题 · {total.score} 分
          </Typography.Text>
        </Space>
      }
      extra={
        <Space size={0}>
          <TipIconButton
            tip="上移"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label="上移大题"
          />
          <TipIconButton
            tip="下移"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label="下移大题"
          />
          <DangerPopconfirm
            title="删除大题"
            description={`确定删除“${section.title || `第 ${index + 1} 大题`}”及其中的题目吗？`}
            onConfirm={onRemove}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="删除大题" />
          </DangerPopconfirm>
        </Space>
      }
    >
      <Row gutter={[12, 8]}>
        <Col xs={24} md={12}>
          <Input
            addonBefore="标题"
            value={section.title}
            maxLength={100}
            placeholder="如：一、单选题"
            status={showErrors && !section.title.trim() ? 'error' : undefined}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Col>
        <Col xs={24} md={12}>
          <Segmented<SectionMode>
            options={MODES}
            value={section.mode}
            onChange={(mode) => set({ mode })}
            block
          />
        </Col>
        <Col span={24}>
          <Input.TextArea
            value={section.instruction}
            maxLength={1000}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="大题说明（可选），如：每题只有一个正确答案"
            onChange={(e) => set({ instruction: e.target.value })}
          />
        </Col>
      </Row>
      <div style={{ marginTop: 12 }}>
        {section.mode === 'fixed' ? (
          <>
            <Space style={{ marginBottom: 8 }} wrap>
              <Button icon={<PlusOutlined />} onClick={onPick}>
                选择题目
              </Button>
              {hasContent && (
                <Typography.Text type="secondary">
                  拖动左侧手柄调整顺序；分值默认取题库中的分值
                </Typography.Text>
              )}
            </Space>
            <PickedQuestionList questions={section.questions} onChange={(questions) => set({ questions })} />
          </>
        ) : (
          <RuleForm rule={section.rule} onChange={setRule} hasFixed={hasContent} showErrors={showErrors} />
        )}
      </div>
    </Card>
  );
}

function RuleForm({
  rule,
  onChange,
  hasFixed,
  showErrors,
}: {
  rule: RuleDraft;
  onChange: (patch: Partial<RuleDraft>) => void;
  hasFixed: boolean;
  showErrors: boolean;
}) {
  const error = (bad: boolean) => (showErrors && bad ? 'error' : undefined);
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        每个学生按规则从题库中随机抽题（同一场考试每人一份，预览可“换一份”查看不同抽法）。
      </Typography.Paragraph>
      {hasFixed && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          message="保存后本大题只按规则抽题，之前选择的固定题目不会保存；切回“固定题目”可恢复。"
        />
      )}
      <Row gutter={[12, 8]}>
        <Col xs={24} sm={12} lg={8}>
          <ClassificationSelect
            placeholder="抽题分类（不选为全部）"
            value={rule.classificationId}
            onChange={(classificationId) => onChange({ classificationId })}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <Select
            placeholder="题型"
            options={TYPE_OPTIONS}
            value={rule.questionType ?? undefined}
            status={error(rule.questionType == null)}
            onChange={(questionType) => onChange({ questionType })}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <Select
            allowClear
            placeholder="难度不限"
            options={DIFFICULTY_OPTIONS}
            value={rule.difficulty ?? undefined}
            onChange={(difficulty) => onChange({ difficulty: difficulty ?? null })}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={12} sm={12} lg={4}>
          <InputNumber
            min={1}
            max={200}
            precision={0}
            placeholder="数量"
            prefix="抽"
            suffix="题"
            value={rule.count}
            status={error(!rule.count)}
            onChange={(v) => onChange({ count: typeof v === 'number' ? v : null })}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={12} sm={12} lg={4}>
          <InputNumber
            min={0.1}
            max={1000}
            step={1}
            placeholder="分值"
            prefix="每题"
            suffix="分"
            value={rule.score}
            status={error(!rule.score)}
            onChange={(v) => onChange({ score: typeof v === 'number' ? v : null })}
            style={{ width: '100%' }}
          />
        </Col>
      </Row>
    </>
  );
}
