import { PRACTICE_EDITORS, QUESTION_DIFFICULTIES, QUESTION_STATUSES, QUESTION_TYPES } from '@ck/shared';
import {
  Alert,
  Button,
  Col,
  Form,
  Grid,
  Input,
  InputNumber,
  Modal,
  Radio,
  Rate,
  Row,
  Select,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { labelColumn } from '../../../../components/label-column.ts';
import { useFormSave } from '../../../../hooks/use-form-save.ts';
import { useFreshRecord } from '../../../../hooks/use-fresh-record.ts';
import { questionApi } from '../api.ts';
import {
  newQuestionForm,
  type QuestionBody,
  type QuestionForm,
  questionBody,
  questionFormErrors,
  questionToForm,
  stemBlankCount,
  typeFields,
} from '../question-form.ts';
import { BlankEditor } from './blank-editor.tsx';
import { ClassificationSelect } from './classification-select.tsx';
import { OptionEditor } from './option-editor.tsx';
import { ProblemSelect } from './problem-select.tsx';
import { RichText } from './rich-text.tsx';

/** null: closed; `{ classificationId }`: new (in that classification); `{ id }`: edit. */
export type QuestionTarget = { id?: string; classificationId?: string | null } | null;

interface Props {
  target: QuestionTarget;
  onClose: () => void;
  onSaved: () => void;
  /** Shows the question being edited as a student would see it. */
  onPreview: (body: QuestionBody, meta: { problemTitle: string | null }) => void;
}

const TYPE_OPTIONS = Object.entries(QUESTION_TYPES).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const STATUS_OPTIONS = Object.entries(QUESTION_STATUSES)
  .map(([value, label]) => ({ value: Number(value), label }))
  .reverse();
const EDITOR_OPTIONS = Object.entries(PRACTICE_EDITORS).map(([value, label]) => ({ value, label }));
const DIFFICULTY_TIPS = Object.values(QUESTION_DIFFICULTIES);

const STEM_HELP = '公式写在 $ 之间，如 $x^2+1$；单独成行的公式用 $$…$$；代码请用“代码块”';

/** Adds or edits one question of the bank: the stem, what counts as right, and how it is filed. */
export function QuestionFormModal({ target, onClose, onSaved, onPreview }: Props) {
  const [form] = Form.useForm<QuestionForm>();
  const wide = Grid.useBreakpoint().sm !== false;
  const id = target?.id;
  const type = Form.useWatch('questionType', form) ?? 1;
  const stem = Form.useWatch('questionContent', form);
  const [problems, setProblems] = useState<string[]>([]);
  const [picked, setPicked] = useState<{ id: string; title: string } | null>(null);
  const fresh = useFreshRecord(['exam', 'question'], id, questionApi.get);
  const loading = !!id && !fresh.data;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    setProblems([]);
    setPicked(null);
    form.setFieldsValue(
      id
        ? fresh.data
          ? questionToForm(fresh.data)
          : {}
        : newQuestionForm(1, target.classificationId ?? null),
    );
  }, [target, id, fresh.data, form]);

  const values = () => ({ ...form.getFieldsValue(true), ...form.getFieldsValue() }) as QuestionForm;

  const { saving, error, setError, submit } = useFormSave(form, async () => {
    const all = values();
    const errors = questionFormErrors(all);
    setProblems(errors);
    if (errors.length) return;
    const body = questionBody(all);
    if (id) await questionApi.edit({ ...body, id });
    else await questionApi.add(body);
    onSaved();
    onClose();
  });
  useEffect(() => {
    if (target) setError(undefined);
  }, [target, setError]);

  const preview = () => {
    const all = values();
    const titles = [
      picked,
      fresh.data?.problemId ? { id: fresh.data.problemId, title: fresh.data.problemId_dictText } : null,
    ];
    const problemTitle = titles.find((p) => p && p.id === all.problemId)?.title ?? null;
    onPreview(questionBody(all), { problemTitle });
  };

  return (
    <Modal
      title={id ? '编辑题目' : '新增题目'}
      open={!!target}
      onCancel={onClose}
      width={880}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="preview" onClick={preview} disabled={loading}>
          预览
        </Button>,
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={loading} onClick={() => void submit()}>
          保存
        </Button>,
      ]}
    >
      <Spin spinning={loading} tip={fresh.isError ? '题目加载失败' : '加载中'}>
        {(error || problems.length > 0) && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={error ?? '请先修改以下问题'}
            description={
              problems.length > 0 && !error ? (
                <ul className="ck-form-problems">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
        <Form<QuestionForm>
          form={form}
          name="question"
          className="ck-question-form"
          // Labels above the fields on phones, beside them from 576 px.
          layout={wide ? 'horizontal' : 'vertical'}
          {...(wide ? labelColumn('96px') : {})}
          onValuesChange={(changed: Partial<QuestionForm>) => {
            // Options, blanks and answers of one type mean nothing for another.
            if (changed.questionType !== undefined) {
              form.setFieldsValue(typeFields(changed.questionType));
              setProblems([]);
            }
          }}
        >
          <Form.Item name="questionType" label="题型" rules={[{ required: true, message: '请选择题型' }]}>
            <Select options={TYPE_OPTIONS} style={{ width: 200 }} aria-label="题型" />
          </Form.Item>
          <Form.Item
            name="questionContent"
            label="题干"
            required
            extra={type === 4 ? `填空处写作 ____（四个下划线）。${STEM_HELP}` : STEM_HELP}
          >
            <RichText label="题干" minHeight={140} />
          </Form.Item>

          {(type === 1 || type === 2) && (
            <Form.Item name="options" label="选项" required>
              <OptionEditor multiple={type === 2} />
            </Form.Item>
          )}
          {type === 3 && (
            <Form.Item name="judgeAnswer" label="答案" required>
              <Radio.Group
                options={[
                  { value: '1', label: '正确' },
                  { value: '0', label: '错误' },
                ]}
              />
            </Form.Item>
          )}
          {type === 4 && (
            <>
              <Form.Item name="blanks" label="填空答案" required>
                <BlankEditor stemBlanks={stemBlankCount(stem)} />
              </Form.Item>
              <Form.Item label="判分规则">
                <div className="ck-inline-switches">
                  <span>
                    <Form.Item name="caseSensitive" valuePropName="checked" noStyle>
                      <Switch size="small" aria-label="区分大小写" />
                    </Form.Item>{' '}
                    区分大小写
                  </span>
                  <span>
                    <Form.Item name="trimSpace" valuePropName="checked" noStyle>
                      <Switch size="small" aria-label="忽略首尾空格" />
                    </Form.Item>{' '}
                    忽略首尾空格
                  </span>
                </div>
              </Form.Item>
            </>
          )}
          {type === 5 && (
            <Form.Item name="referenceAnswer" label="参考答案" extra="简答题由老师批阅，参考答案供批阅时对照">
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={20000} showCount />
            </Form.Item>
          )}
          {type === 6 && (
            <Form.Item
              name="problemId"
              label="判题题目"
              required
              extra="学生提交的代码按这道判题题目的测试数据评分"
              rules={[{ required: true, message: '编程题请选择判题题目' }]}
            >
              <ProblemSelect initialTitle={fresh.data?.problemId_dictText} onPicked={setPicked} />
            </Form.Item>
          )}
          {type === 7 && (
            <>
              <Form.Item
                name="practiceEditor"
                label="编辑器"
                rules={[{ required: true, message: '实操题请选择编辑器（Scratch 或 Python）' }]}
              >
                <Radio.Group options={EDITOR_OPTIONS} optionType="button" />
              </Form.Item>
              <Form.Item name="rubric" label="评分标准" extra="老师批阅作品时对照的评分标准">
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={20000} showCount />
              </Form.Item>
            </>
          )}

          <Form.Item name="analysis" label="解析">
            <RichText label="解析" minHeight={90} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="score"
                label="默认分值"
                rules={[{ required: true, message: '请填写默认分值' }]}
                extra="组卷时可以另设分值"
              >
                <InputNumber
                  min={0.5}
                  max={1000}
                  step={0.5}
                  precision={1}
                  style={{ width: 140 }}
                  addonAfter="分"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="difficulty" label="难度" rules={[{ required: true, message: '请选择难度' }]}>
                <Rate count={5} tooltips={DIFFICULTY_TIPS} allowClear={false} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="classificationId" label="分类">
            <ClassificationSelect />
          </Form.Item>
          <Form.Item name="tags" label="知识点" extra="输入后按回车，最多 10 个，每个不超过 20 个字">
            <Select
              mode="tags"
              placeholder="如：循环、列表"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', '，']}
              maxCount={10}
            />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="source"
                label="来源"
                rules={[{ max: 100, message: '来源不能超过 100 个字符' }]}
              >
                <Input placeholder="如：2024 年等级考试" maxLength={100} allowClear />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="status" label="状态" extra={<StatusHelp />}>
                <Radio.Group options={STATUS_OPTIONS} optionType="button" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}

function StatusHelp() {
  return <Typography.Text type="secondary">停用的题目不能再组卷或被随机抽取</Typography.Text>;
}
