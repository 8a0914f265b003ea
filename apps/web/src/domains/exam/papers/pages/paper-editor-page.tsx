import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import type { PaperDetail } from '@ck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Dropdown,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Row,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { UploadInput } from '../../../../admin/crud/upload-input.tsx';
import { errorText } from '../../../../api/http-errors.ts';
import { useCan } from '../../../../hooks/use-can.ts';
import { PAPERS_KEY, paperApi, paperDetailKey, savedPaperId } from '../api.ts';
import { ClassificationSelect } from '../components/classification-select.tsx';
import { PaperSummary } from '../components/paper-summary.tsx';
import { QuestionPickerModal } from '../components/question-picker-modal.tsx';
import { SectionEditor } from '../components/section-editor.tsx';
import {
  addQuestions,
  draftOf,
  draftProblems,
  emptyDraft,
  newSection,
  type PaperBasics,
  type PaperDraft,
  paperBody,
  paperTotals,
  renumberSections,
  type SectionDraft,
  type SectionMode,
  sameDraft,
  sectionTypeHint,
  usedQuestionIds,
} from '../paper-editor-state.ts';
import { useLeaveGuard } from '../use-leave-guard.ts';
import '../papers.css';

const MAX_SECTIONS = 20;

/** `exam/PaperEditor` (/exam/paperEdit?id=): a new paper without `id`, else that paper. */
export function PaperEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <PaperEditorLoader key={id || 'new'} id={id} />;
}

function PaperEditorLoader({ id }: { id: string }) {
  const navigate = useNavigate();
  const canAdd = useCan('teaching:paper:add');
  const canEdit = useCan('teaching:paper:edit');
  const detail = useQuery({
    queryKey: paperDetailKey(id),
    queryFn: () => paperApi.detail(id),
    enabled: !!id,
    // The editor edits a copy; a refetch must not replace it under the user's hands.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  if (!(id ? canEdit : canAdd))
    return (
      <Result status="403" title="没有权限" subTitle={id ? '你没有编辑试卷的权限' : '你没有新建试卷的权限'} />
    );
  if (id && detail.isLoading)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (id && (detail.isError || !detail.data))
    return (
      <Result
        status="warning"
        title="试卷加载失败"
        subTitle={errorText(detail.error, '试卷不存在或已被删除')}
        extra={
          <Space>
            <Button onClick={() => navigate('/exam/paper')}>返回试卷列表</Button>
            <Button type="primary" onClick={() => detail.refetch()}>
              重试
            </Button>
          </Space>
        }
      />
    );
  return <PaperEditor id={id} paper={detail.data} />;
}

function PaperEditor({ id, paper }: { id: string; paper?: PaperDetail }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(() => (paper ? draftOf(paper) : emptyDraft()), [paper]);
  const [draft, setDraft] = useState<PaperDraft>(initial);
  const [saved, setSaved] = useState<PaperDraft>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string>();
  const [picking, setPicking] = useState<string | null>(null);
  // Empty required fields turn red only after a save was tried.
  const [showErrors, setShowErrors] = useState(false);

  // A refusal or a list of problems is shown above the sections: bring it into view.
  const alertsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serverError || problems.length)
      alertsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [serverError, problems]);

  const dirty = useMemo(() => !sameDraft(draft, saved), [draft, saved]);
  const leave = useLeaveGuard(dirty);
  const totals = useMemo(() => paperTotals(draft.sections), [draft.sections]);
  const used = useMemo(() => usedQuestionIds(draft.sections), [draft.sections]);
  const pickingSection = draft.sections.find((s) => s.key === picking);

  const setBasics = (patch: Partial<PaperBasics>) =>
    setDraft((d) => ({ ...d, basics: { ...d.basics, ...patch } }));
  const setSections = (update: (sections: SectionDraft[]) => SectionDraft[]) =>
    setDraft((d) => ({ ...d, sections: renumberSections(update(d.sections)) }));
  const updateSection = (key: string, next: SectionDraft) =>
    setDraft((d) => ({ ...d, sections: d.sections.map((s) => (s.key === key ? next : s)) }));
  const moveSection = (index: number, delta: -1 | 1) =>
    setSections((list) => {
      const to = index + delta;
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[index], next[to]] = [next[to], next[index]];
      return next;
    });
  const addSection = (mode: SectionMode) => setSections((list) => [...list, newSection(list, mode)]);

  const save = useMutation({
    mutationFn: async ({
      body,
    }: {
      body: ReturnType<typeof paperBody>;
      snapshot: PaperDraft;
      preview: boolean;
    }) => {
      if (id) {
        await paperApi.edit({ id, ...body });
        return id;
      }
      return savedPaperId(await paperApi.add(body));
    },
    onSuccess: (paperId, { snapshot, preview }) => {
      setServerError(undefined);
      setSaved(snapshot);
      void queryClient.invalidateQueries({ queryKey: PAPERS_KEY });
      message.success(id ? '试卷已保存' : '试卷已创建');
      leave.allowNext();
      if (preview && paperId) navigate(`/exam/preview?id=${paperId}`);
      else if (!id && paperId) navigate(`/exam/paperEdit?id=${paperId}`, { replace: true });
      else if (!id) navigate('/exam/paper');
    },
    // A refusal (a random rule the bank cannot fill, a question in use …) is shown above the sections.
    onError: (err) => setServerError(errorText(err, '保存失败，请稍后重试')),
  });

  const submit = (preview: boolean) => {
    const found = draftProblems(draft);
    setProblems(found);
    setShowErrors(true);
    if (found.length) {
      message.warning(found[0]);
      return;
    }
    save.mutate({ body: paperBody(draft), snapshot: draft, preview });
  };

  const back = () => navigate('/exam/paper');

  const actions = (
    <Space wrap>
      <Button
        onClick={() => submit(false)}
        loading={save.isPending && !save.variables?.preview}
        type="primary"
      >
        保存
      </Button>
      <Button onClick={() => submit(true)} loading={save.isPending && save.variables?.preview}>
        保存并预览
      </Button>
    </Space>
  );

  return (
    <Card
      variant="borderless"
      title={
        <Space wrap>
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="返回试卷列表" />
          <span>{id ? `编辑试卷：${saved.basics.paperName}` : '新建试卷'}</span>
          {dirty && <Typography.Text type="warning">（有未保存的修改）</Typography.Text>}
        </Space>
      }
    >
      <div className="paper-editor-body">
        <div className="paper-editor-main">
          {(serverError || problems.length > 0) && (
            <div ref={alertsRef} className="paper-editor-alerts">
              {serverError && (
                <Alert
                  type="error"
                  showIcon
                  closable
                  onClose={() => setServerError(undefined)}
                  message="保存失败"
                  description={serverError}
                />
              )}
              {problems.length > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  closable
                  onClose={() => setProblems([])}
                  message="请先处理以下问题"
                  description={
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {problems.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  }
                />
              )}
            </div>
          )}
          <BasicsCard basics={draft.basics} onChange={setBasics} showErrors={showErrors} />
          {draft.sections.map((section, index) => (
            <SectionEditor
              key={section.key}
              section={section}
              index={index}
              count={draft.sections.length}
              total={totals.sections[index]}
              showErrors={showErrors}
              onChange={(next) => updateSection(section.key, next)}
              onMove={(delta) => moveSection(index, delta)}
              onRemove={() => setSections((list) => list.filter((s) => s.key !== section.key))}
              onPick={() => setPicking(section.key)}
            />
          ))}
          {!draft.sections.length && (
            <Card size="small">
              <Typography.Text type="secondary">试卷至少需要一个大题，点击下方按钮添加。</Typography.Text>
            </Card>
          )}
          <Dropdown
            disabled={draft.sections.length >= MAX_SECTIONS}
            menu={{
              items: [
                { key: 'fixed', label: '固定题目大题' },
                { key: 'random', label: '随机抽题大题' },
              ],
              onClick: ({ key }) => addSection(key as SectionMode),
            }}
          >
            <Button type="dashed" block icon={<PlusOutlined />}>
              {draft.sections.length >= MAX_SECTIONS ? `最多 ${MAX_SECTIONS} 个大题` : '添加大题'}
            </Button>
          </Dropdown>
        </div>
        <PaperSummary
          sections={draft.sections}
          totals={totals}
          passScore={draft.basics.passScore}
          actions={actions}
        />
      </div>
      <QuestionPickerModal
        open={!!pickingSection}
        sectionTitle={pickingSection?.title ?? ''}
        excludeIds={used}
        initialType={pickingSection ? sectionTypeHint(pickingSection) : undefined}
        onCancel={() => setPicking(null)}
        onPick={(questions) => {
          if (pickingSection) updateSection(pickingSection.key, addQuestions(pickingSection, questions));
          message.success(`已加入 ${questions.length} 道题`);
          setPicking(null);
        }}
      />
    </Card>
  );
}

function BasicsCard({
  basics,
  onChange,
  showErrors,
}: {
  basics: PaperBasics;
  onChange: (patch: Partial<PaperBasics>) => void;
  showErrors: boolean;
}) {
  return (
    <Card size="small" title="基本信息">
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="试卷名称"
              required
              validateStatus={showErrors && !basics.paperName.trim() ? 'error' : undefined}
            >
              <Input
                value={basics.paperName}
                maxLength={100}
                showCount
                placeholder="如：Scratch 一级模拟卷"
                onChange={(e) => onChange({ paperName: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="试卷分类">
              <ClassificationSelect
                value={basics.classificationId}
                onChange={(classificationId) => onChange({ classificationId })}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="建议时长（分钟）" required>
              <InputNumber
                min={1}
                max={600}
                precision={0}
                value={basics.duration}
                onChange={(v) => onChange({ duration: typeof v === 'number' ? v : null })}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="及格分">
              <InputNumber
                min={0}
                max={10000}
                step={1}
                placeholder="不设置"
                value={basics.passScore}
                onChange={(v) => onChange({ passScore: typeof v === 'number' ? v : null })}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="状态" extra="草稿不能用于安排考试">
              <Radio.Group
                value={basics.status}
                onChange={(e) => onChange({ status: e.target.value })}
                options={[
                  { value: 0, label: '草稿' },
                  { value: 1, label: '已发布' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="题目乱序" extra="每个学生的题目顺序不同">
              <Switch
                checked={basics.shuffleQuestions}
                onChange={(shuffleQuestions) => onChange({ shuffleQuestions })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="选项乱序" extra="选择题的选项顺序不同">
              <Switch
                checked={basics.shuffleOptions}
                onChange={(shuffleOptions) => onChange({ shuffleOptions })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="封面">
              <UploadInput
                kind="image"
                label="封面"
                biz="exam/paper"
                value={basics.cover}
                onChange={(cover) => onChange({ cover })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item label="试卷说明">
              <Input.TextArea
                value={basics.intro}
                maxLength={2000}
                showCount
                autoSize={{ minRows: 3, maxRows: 8 }}
                placeholder="考前须知、考试范围等（可选）"
                onChange={(e) => onChange({ intro: e.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
