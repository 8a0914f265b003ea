import { CaretRightOutlined, SendOutlined } from '@ant-design/icons';
import type { PracticeProblem, SelfTestResult } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Input,
  Row,
  Select,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import { AskAiButton } from '../../../ai/components/ask-ai-button.tsx';
import { practiceRequest } from '../../../ai/context/practice-context.ts';
import {
  DIFFICULTY_TEXT,
  JUDGE_KEY,
  ojLanguages,
  ojProblem,
  ojRun,
  ojSubmit,
  VERDICT_TEXT,
} from '../../api.ts';
import { loadDraft, preferredLanguage, rememberLanguage, saveDraft } from '../../code-drafts.ts';
import { Editor, Statement } from '../../components/lazy-parts.tsx';
import { preStyle, SampleRows } from '../../components/sample-rows.tsx';
import { SubmissionView, useSubmission } from '../../components/submission-view.tsx';
import { formatKb, VerdictTag } from '../../components/verdict-tag.tsx';
import { filledSamples } from '../../samples.ts';
import { MySubmissions } from './oj-submissions-page.tsx';

/** Where the problem comes from; web addresses in it are links. */
function ProblemSource({ source }: { source: string }) {
  const parts = source.split(/(https?:\/\/\S+)/);
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }} data-testid="problem-source">
      来源：
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </Typography.Paragraph>
  );
}

function ProblemStatement({ problem }: { problem: PracticeProblem }) {
  return (
    <>
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="时间限制">{problem.timeLimit} ms</Descriptions.Item>
        <Descriptions.Item label="内存限制">{problem.memoryLimit} MB</Descriptions.Item>
        <Descriptions.Item label="难度">
          {DIFFICULTY_TEXT[problem.difficulty] ?? problem.difficulty}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ marginBottom: 12 }}>
        {problem.tags.map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
      </Space>
      {problem.source && <ProblemSource source={problem.source} />}
      <Statement source={problem.content} />
      <SampleRows samples={problem.samples} />
    </>
  );
}

/** `/oj/problem/:id`: statement, editor with local drafts, self-test, submit and live verdicts. */
export function OjProblemPage() {
  const { id = '' } = useParams();
  const { message } = App.useApp();
  const problem = useQuery({ queryKey: [...JUDGE_KEY, 'oj-problem', id], queryFn: () => ojProblem(id) });
  const languages = useQuery({ queryKey: ['judge', 'languages'], queryFn: ojLanguages, staleTime: 600_000 });
  const allowed = useMemo(() => {
    const all = languages.data ?? [];
    const only = problem.data?.languages ?? [];
    return only.length ? all.filter((l) => only.includes(l.id)) : all;
  }, [languages.data, problem.data]);
  const [language, setLanguage] = useState<string>();
  const [code, setCode] = useState('');
  const [input, setInput] = useState('');
  const { busy: running, run: runCode } = useBusyRun();
  const [runResult, setRunResult] = useState<SelfTestResult | null>(null);
  const { busy: submitting, run: runSubmit } = useBusyRun();
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const [tab, setTab] = useState('statement');
  const lang = allowed.find((l) => l.id === language);
  // The last verdict goes to the code dog with the code ("问问码狗").
  const lastSubmission = useSubmission(submissionId).data;

  useEffect(() => {
    if (!language && allowed.length) setLanguage(preferredLanguage(allowed.map((l) => l.id)));
  }, [allowed, language]);
  // Switching language or problem loads that language's draft (or its template).
  useEffect(() => {
    if (lang) setCode(loadDraft(id, lang.id, lang.template));
  }, [id, lang]);
  useEffect(() => {
    const first = filledSamples(problem.data?.samples)[0];
    if (!input && first) setInput(first.input);
  }, [problem.data, input]);

  const change = (value: string) => {
    setCode(value);
    if (lang) saveDraft(id, lang.id, value, lang.template);
  };

  const run = async () => {
    if (!lang) return;
    await runCode(async () => {
      setRunResult(null);
      setRunResult(await ojRun({ language: lang.id, code, input }));
    });
  };

  const submit = async () => {
    if (!lang) return;
    await runSubmit(async () => {
      const { id: sid } = await ojSubmit({ problemId: id, language: lang.id, code });
      message.success('已提交，正在评测');
      setSubmissionId(sid);
      setTab('result');
    });
  };

  if (problem.error)
    return <Empty description={(problem.error as Error).message} style={{ marginTop: 80 }} />;
  if (!problem.data) return <Card loading variant="borderless" />;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={11}>
        <Card variant="borderless" title={problem.data.title} extra={<Link to="/oj">返回题目列表</Link>}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'statement', label: '题目描述', children: <ProblemStatement problem={problem.data} /> },
              {
                key: 'result',
                label: '评测结果',
                children: submissionId ? (
                  <SubmissionView id={submissionId} showCode={false} />
                ) : (
                  <Empty description="还没有提交" />
                ),
              },
              {
                key: 'mine',
                label: '我的提交',
                children: tab === 'mine' && <MySubmissions problemId={id} />,
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={13}>
        <Card variant="borderless">
          <Space style={{ marginBottom: 12 }} wrap>
            <Select
              style={{ width: 180 }}
              value={language}
              aria-label="语言"
              options={allowed.map((l) => ({ value: l.id, label: l.name }))}
              onChange={(v) => {
                setLanguage(v);
                rememberLanguage(v);
              }}
            />
            <Button icon={<CaretRightOutlined />} loading={running} onClick={run} disabled={!lang}>
              运行
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={submitting}
              onClick={submit}
              disabled={!lang}
            >
              提交
            </Button>
            <Button size="small" type="link" onClick={() => lang && change(lang.template)}>
              恢复模板
            </Button>
            <AskAiButton
              request={() =>
                practiceRequest({
                  problemId: id,
                  title: problem.data.title,
                  statement: problem.data.content,
                  code,
                  language: lang?.name,
                  submission: lastSubmission,
                  verdictNames: VERDICT_TEXT,
                })
              }
            />
          </Space>
          <Editor value={code} onChange={change} editor={lang?.editor ?? 'cpp'} />
          <Row gutter={12} style={{ marginTop: 12 }}>
            <Col span={12}>
              <Typography.Text strong>自测输入</Typography.Text>
              <Input.TextArea
                rows={5}
                value={input}
                onChange={(e) => setInput(e.target.value)}
                style={{ fontFamily: 'monospace' }}
              />
            </Col>
            <Col span={12}>
              <Space>
                <Typography.Text strong>运行结果</Typography.Text>
                {runResult && (
                  <>
                    <VerdictTag verdict={runResult.verdict} />
                    <Typography.Text type="secondary">
                      {runResult.time} ms · {formatKb(runResult.memory)}
                    </Typography.Text>
                  </>
                )}
              </Space>
              {runResult ? (
                <>
                  <pre
                    style={{ ...preStyle, minHeight: 60, maxHeight: 200, overflow: 'auto' }}
                    data-testid="run-stdout"
                  >
                    {runResult.stdout}
                  </pre>
                  {runResult.stderr && (
                    <Alert
                      type="warning"
                      style={{ marginTop: 8 }}
                      message={<pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{runResult.stderr}</pre>}
                    />
                  )}
                </>
              ) : (
                <pre style={{ ...preStyle, minHeight: 60, color: '#999' }}>
                  点击“运行”用上面的输入试运行（不计入提交）
                </pre>
              )}
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
