import { Alert, Empty, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { SaveDrawer } from '../../../components/save-drawer.tsx';
import { useSaving } from '../../../hooks/use-form-save.ts';
import { useFreshRecord } from '../../../hooks/use-fresh-record.ts';
import { useViewport } from '../../../hooks/use-viewport.ts';
import { addTestPower, editTestPower, getTestPower } from '../api.ts';
import {
  bodyOf,
  type DraftProblem,
  draftOf,
  draftProblems,
  newDraft,
  type TestPowerDraft,
} from '../assessment-form.ts';
import { BandsEditor } from './bands-editor.tsx';
import { BaseFields } from './base-fields.tsx';
import { DimensionsEditor } from './dimensions-editor.tsx';
import { QuestionView } from './question-view.tsx';
import { QuestionsEditor } from './questions-editor.tsx';

interface Props {
  /** null: closed; `{}`: a new assessment; `{ id }`: edit that one. */
  target: { id?: string } | null;
  onClose: () => void;
  onSaved: () => void;
}

type Tab = DraftProblem['tab'] | 'preview';

/** Adds or edits an assessment: basics, dimensions, questions, bands, and a preview as the child sees it. */
export function TestPowerDrawer({ target, onClose, onSaved }: Props) {
  const mobile = useViewport() === 'mobile';
  const id = target?.id;
  const [draft, setDraft] = useState<TestPowerDraft>(newDraft);
  const [tab, setTab] = useState<Tab>('base');
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [tried, setTried] = useState(false);
  const { saving, error, setError, run } = useSaving();
  const fresh = useFreshRecord(['companion', 'test-power-detail'], id, getTestPower);
  const loading = !!id && !fresh.data;
  const locked = !!fresh.data && fresh.data.reportCount > 0;

  useEffect(() => {
    if (!target) return;
    setTab('base');
    setProblems([]);
    setTried(false);
    setError(undefined);
    setDraft(id ? (fresh.data ? draftOf(fresh.data) : newDraft()) : newDraft());
  }, [target, id, fresh.data, setError]);

  const change = (next: TestPowerDraft) => {
    setDraft(next);
    if (tried) setProblems(draftProblems(next));
  };

  const save = async () => {
    const found = draftProblems(draft);
    setTried(true);
    setProblems(found);
    if (found.length) {
      setTab(found[0].tab);
      return;
    }
    await run(async () => {
      const body = bodyOf(draft);
      if (id) await editTestPower({ ...body, id });
      else await addTestPower(body);
      onSaved();
      onClose();
    });
  };

  const badge = (key: Tab, label: string) => {
    const n = problems.filter((p) => p.tab === key).length;
    return n ? `${label}（${n}）` : label;
  };

  return (
    <SaveDrawer
      title={id ? '编辑测评' : '新增测评'}
      open={!!target}
      onClose={onClose}
      size={mobile ? '100%' : 900}
      saving={saving}
      onSave={save}
      error={error}
      loading={{ spinning: loading, text: fresh.isError ? '测评加载失败' : '加载中' }}
    >
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="draft-problems"
          style={{ marginBottom: 16 }}
          title="请先修改以下问题再保存"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.slice(0, 8).map((p) => (
                <li key={p.message}>{p.message}</li>
              ))}
              {problems.length > 8 && <li>……还有 {problems.length - 8} 个问题</li>}
            </ul>
          }
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        items={[
          {
            key: 'base',
            label: badge('base', '基本信息'),
            children: <BaseFields draft={draft} onChange={(p) => change({ ...draft, ...p })} />,
          },
          {
            key: 'dimensions',
            label: badge('dimensions', `维度（${draft.dimensions.length}）`),
            children: <DimensionsEditor draft={draft} locked={locked} onChange={change} />,
          },
          {
            key: 'questions',
            label: badge('questions', `题目（${draft.questions.length}）`),
            children: (
              <QuestionsEditor draft={draft} locked={locked} showProblems={tried} onChange={change} />
            ),
          },
          {
            key: 'bands',
            label: badge('bands', '等级与推荐'),
            children: <BandsEditor draft={draft} onChange={change} />,
          },
          {
            key: 'preview',
            label: '预览',
            children: draft.questions.length ? (
              <div
                style={{
                  maxWidth: 420,
                  margin: '0 auto',
                  border: '1px solid #f0f0f0',
                  borderRadius: 12,
                  padding: 16,
                }}
              >
                {draft.questions.map((q, i) => (
                  <QuestionView key={q.id} no={i + 1} question={q} />
                ))}
              </div>
            ) : (
              <Empty description="还没有题目" />
            ),
          },
        ]}
      />
    </SaveDrawer>
  );
}
