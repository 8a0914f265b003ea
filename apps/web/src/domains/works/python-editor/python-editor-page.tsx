import {
  ArrowLeftOutlined,
  CaretRightOutlined,
  CheckCircleOutlined,
  DownloadOutlined,
  ExperimentOutlined,
  FolderOpenOutlined,
  SaveOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { WORK_FILE_LIMITS } from '@ck/shared';
import { python } from '@codemirror/lang-python';
import { useMutation, useQuery } from '@tanstack/react-query';
import CodeMirror from '@uiw/react-codemirror';
import { Alert, Button, Input, Progress, Result, Space, Spin, Tag, Tooltip } from 'antd';
import { type ChangeEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../api/http-errors.ts';
import { useFeedback } from '../../../app/use-feedback.ts';
import { useSysConfig } from '../../../hooks/use-sys-config.ts';
import { useUnloadWarning } from '../../../hooks/use-unload-warning.ts';
import { AskAiButton } from '../../ai/components/ask-ai-button.tsx';
import { pythonEditorRequest } from '../../ai/context/editor-context.ts';
import { ojSubmit } from '../../judge/api.ts';
import { PYTHON_WORK_TYPE, submitWork, uploadWorkPart } from './api.ts';
import { codeCard } from './code-card.ts';
import { ConsolePanel } from './components/console-panel.tsx';
import { JudgeDrawer } from './components/judge-drawer.tsx';
import { TurtlePanel } from './components/turtle-panel.tsx';
import { type EditorSource, loadSource, safeFileName } from './editor-source.ts';
import { useCrossOriginIsolation } from './isolation.ts';
import type { TurtleCanvas } from './runtime/turtle-canvas.ts';
import { usePythonRun } from './use-python-run.ts';
import './python-editor.css';

const extensions = [python()];
const MAX_BYTES = WORK_FILE_LIMITS[PYTHON_WORK_TYPE];

/** /python: write, run (CPython in the browser, turtle drawing, input()), save and hand in a program. */
export function PythonEditorPage() {
  const isolated = useCrossOriginIsolation();
  const [params] = useSearchParams();
  // The source is what the page was opened with; saving later changes the URL, not what is loaded.
  const [query] = useState(() => ({
    workId: params.get('workId'),
    unitId: params.get('unitId'),
    additionalId: params.get('additionalId'),
  }));
  const { data: config } = useSysConfig();
  const source = useQuery({
    queryKey: ['python-editor', 'source', query],
    queryFn: () => loadSource(query, config),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (isolated === 'reloading') return <Spin fullscreen tip="正在打开 Python 编辑器…" />;
  if (source.isPending) return <Spin fullscreen tip="正在打开作品…" />;
  if (source.error)
    return (
      <Result
        status="warning"
        title="打不开这个作品"
        subTitle={errorText(source.error, '作品加载失败')}
        extra={
          <Button type="primary" href="/python">
            新建 Python 作品
          </Button>
        }
      />
    );
  return <Editor initial={source.data} isolated={isolated === 'yes'} />;
}

function Editor({ initial, isolated }: { initial: EditorSource; isolated: boolean }) {
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const [code, setCode] = useState(initial.code);
  const [title, setTitle] = useState(initial.title);
  const [workId, setWorkId] = useState(initial.workId);
  const [saved, setSaved] = useState({ code: initial.code, title: initial.title });
  const [workStatus, setWorkStatus] = useState(initial.workStatus ?? 0);
  const dirty = code !== saved.code || title !== saved.title;
  const homework = initial.scene !== 'create';

  const canvasRef = useRef<TurtleCanvas | null>(null);
  const getCanvas = useCallback(() => canvasRef.current, []);
  const onCanvas = useCallback((c: TurtleCanvas | null) => {
    canvasRef.current = c;
  }, []);
  const runner = usePythonRun(getCanvas);
  const running = runner.status === 'running';

  // A warning before leaving with unsaved changes.
  useUnloadWarning(dirty);

  const save = useMutation({
    mutationFn: async (workStatusToSet: 0 | 1) => {
      const name = title.trim();
      if (!name) throw new Error('请先给作品起个名字');
      const blob = new Blob([code], { type: 'text/x-python' });
      if (blob.size > MAX_BYTES) throw new Error(`程序太大了：最多 ${MAX_BYTES / 1024} KB`);
      const workFile = await uploadWorkPart('file', blob, safeFileName(name));
      const canvas = canvasRef.current;
      const coverBlob = canvas?.used ? await canvas.toPng() : await codeCard(name, code);
      const workCover = coverBlob
        ? await uploadWorkPart('cover', coverBlob, 'cover.png').catch(() => undefined)
        : undefined;
      const { id } = await submitWork({
        ...(workId ? { id: workId } : {}),
        workName: name,
        workType: PYTHON_WORK_TYPE,
        workFile,
        workCover,
        workScene: initial.scene,
        courseId: initial.courseId,
        unitId: initial.unitId,
        additionalId: initial.additionalId,
        workStatus: workStatusToSet,
      });
      return { id, name, savedCode: code, workStatusToSet };
    },
    onSuccess: ({ id, name, savedCode, workStatusToSet }) => {
      setWorkId(id);
      setSaved({ code: savedCode, title: name });
      if (workStatusToSet === 1) setWorkStatus(1);
      message.success(workStatusToSet === 1 ? '作业已提交，等老师批改吧！' : '保存成功');
      if (!homework && !initial.workId) navigate(`/python?workId=${id}`, { replace: true });
    },
    onError: (error) => message.error(errorText(error, '保存失败')),
  });

  const submitHomework = () =>
    modal.confirm({
      title: '提交作业',
      content: '提交后老师就能看到并批改你的作品。提交以后还可以修改再提交。',
      okText: '提交',
      cancelText: '再想想',
      onOk: () => save.mutateAsync(1).catch(() => undefined),
    });

  // 判题: the homework's judge problem runs the program on the server's tests.
  const [judge, setJudge] = useState<{ id: string | null; error: string } | null>(null);
  const judgeMutation = useMutation({
    mutationFn: () => ojSubmit({ problemId: initial.problemId!, language: 'python3', code }),
    onMutate: () => setJudge({ id: null, error: '' }),
    onSuccess: ({ id }) => setJudge({ id, error: '' }),
    onError: (error) => setJudge({ id: null, error: errorText(error, '提交判题失败') }),
  });

  const fileInput = useRef<HTMLInputElement>(null);
  const openFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) return message.error(`文件太大了：最多 ${MAX_BYTES / 1024} KB`);
    const text = await file.text();
    const load = () => {
      setCode(text);
      setTitle(file.name.replace(/\.(py|txt)$/i, '') || title);
    };
    if (dirty)
      modal.confirm({
        title: '打开电脑上的文件',
        content: '当前的修改还没有保存，打开文件会替换编辑器里的代码。',
        okText: '打开',
        cancelText: '取消',
        onOk: load,
      });
    else load();
  };
  const download = () => {
    const href = URL.createObjectURL(new Blob([code], { type: 'text/x-python' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = safeFileName(title);
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  };
  const goBack = () => {
    const leave = () => (window.history.length > 1 ? window.history.back() : navigate('/work/workList'));
    if (!dirty) return leave();
    modal.confirm({
      title: '还没有保存',
      content: '离开后，没有保存的修改会丢失。确定离开吗？',
      okText: '离开',
      cancelText: '留下',
      onOk: leave,
    });
  };

  const statusTag = useMemo(() => {
    if (!homework) return null;
    if (workStatus >= 2)
      return <Tag color="green">已批改{initial.score != null ? ` ${initial.score} 分` : ''}</Tag>;
    if (workStatus === 1) return <Tag color="blue">已提交</Tag>;
    return <Tag>未提交</Tag>;
  }, [homework, workStatus, initial.score]);

  return (
    <div className="ck-py">
      <header className="ck-py-header">
        <Tooltip title="返回">
          <Button shape="circle" icon={<ArrowLeftOutlined />} onClick={goBack} aria-label="返回" />
        </Tooltip>
        <span className="ck-py-logo">🐍 Python</span>
        <Input
          className="ck-py-title"
          value={title}
          maxLength={50}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="作品名称"
          aria-label="作品名称"
        />
        {initial.homework && <span className="ck-py-homework">作业：{initial.homework}</span>}
        {statusTag}
        {dirty && <span style={{ fontSize: 13, opacity: 0.85 }}>● 未保存</span>}
        <span className="ck-py-spacer" />
        <Space wrap>
          {running ? (
            <Button size="large" danger type="primary" icon={<StopOutlined />} onClick={runner.stop}>
              停止
            </Button>
          ) : (
            <Button
              size="large"
              type="primary"
              style={{ background: '#52c41a' }}
              icon={<CaretRightOutlined />}
              disabled={runner.status !== 'ready'}
              onClick={() => runner.run(code)}
            >
              运行
            </Button>
          )}
          {initial.problemId && (
            <Button
              size="large"
              icon={<ExperimentOutlined />}
              loading={judgeMutation.isPending}
              onClick={() => judgeMutation.mutate()}
            >
              判题
            </Button>
          )}
          <Button
            size="large"
            icon={<SaveOutlined />}
            loading={save.isPending}
            onClick={() => save.mutate(0)}
          >
            保存
          </Button>
          {homework && (
            <Button
              size="large"
              type="primary"
              icon={<CheckCircleOutlined />}
              style={{ background: '#fa8c16' }}
              disabled={save.isPending}
              onClick={submitHomework}
            >
              提交作业
            </Button>
          )}
          <AskAiButton
            size="large"
            request={() =>
              pythonEditorRequest({ code, title, homework: initial.homework, console: runner.chunks })
            }
          />
          <Tooltip title="从电脑打开 .py 文件">
            <Button size="large" icon={<FolderOpenOutlined />} onClick={() => fileInput.current?.click()}>
              从电脑打开
            </Button>
          </Tooltip>
          <Tooltip title="把代码保存成 .py 文件">
            <Button size="large" icon={<DownloadOutlined />} onClick={download}>
              保存到电脑
            </Button>
          </Tooltip>
        </Space>
        <input ref={fileInput} type="file" accept=".py,.txt" hidden onChange={openFile} />
      </header>
      {runner.status === 'loading' && (
        <div className="ck-py-progress" data-testid="python-loading">
          <span>{runner.progress.text || '正在准备 Python…'}</span>
          <Progress percent={runner.progress.percent} size="small" style={{ width: 240, margin: 0 }} />
        </div>
      )}
      {runner.status === 'failed' && (
        <Alert type="error" banner message={`Python 运行环境加载失败：${runner.loadError}，请刷新页面重试`} />
      )}
      {!isolated && (
        <Alert
          type="warning"
          banner
          message="当前浏览器环境不支持程序输入：含 input() 的程序无法运行，停止按钮需要重新启动 Python。"
        />
      )}
      <div className="ck-py-body">
        <div className="ck-py-editor">
          <CodeMirror
            value={code}
            height="100%"
            style={{ height: '100%' }}
            extensions={extensions}
            onChange={setCode}
            basicSetup={{ tabSize: 4 }}
            aria-label="代码编辑器"
          />
        </div>
        <div className="ck-py-side">
          <TurtlePanel onCanvas={onCanvas} />
          <ConsolePanel
            chunks={runner.chunks}
            waitingInput={runner.waitingInput}
            onAnswer={runner.answer}
            onClear={runner.clearConsole}
          />
        </div>
      </div>
      {judge && initial.problemId && (
        <JudgeDrawer
          problemId={initial.problemId}
          submissionId={judge.id}
          error={judge.error}
          onClose={() => setJudge(null)}
        />
      )}
    </div>
  );
}
