import { Alert, App, Button, Progress, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchBytes, projectProblem } from '../../../../components/scratch-player/fetch-project.ts';
import { useSysConfig } from '../../../../hooks/use-sys-config.ts';
import { useUnloadWarning } from '../../../../hooks/use-unload-warning.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { AboutEditor } from '../components/about-editor.tsx';
import { EditorHeader } from '../components/editor-header.tsx';
import { EDITOR_FRAME_URL } from '../frame/frame-api.ts';
import { type EditorContext, type OpenPlan, planOpening, titleFromPath } from '../open-plan.ts';
import { saveProject, sb3Name } from '../save-work.ts';
import { useEditorFrame } from '../use-editor-frame.ts';
import './scratch-editor.css';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

const PHASE_TEXT = {
  library: '正在加载素材库…',
  bundle: '正在下载 Scratch 编辑器…',
  starting: '正在启动编辑器…',
  ready: '',
  failed: '',
} as const;

/** `/scratch3`: the Scratch 3 editor, full screen, with the platform's header. */
export function Scratch3Page() {
  const { message: toast, modal } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const simple = params.get('mode') === 'simple';
  const myId = useSession((s) => s.userInfo?.id);
  const config = useSysConfig();

  const frameRef = useRef<HTMLIFrameElement>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [about, setAbout] = useState(false);
  const [title, setTitle] = useState('');
  const [workId, setWorkId] = useState<string | null>(null);
  const [remixOf, setRemixOf] = useState<string | null>(null);
  const [context, setContext] = useState<EditorContext>({ scene: 'create' });
  const [opening, setOpening] = useState<'pending' | 'loading' | 'done'>('pending');
  const [openError, setOpenError] = useState<string>();

  const frame = useEditorFrame(frameRef, simple, () => setDirty(true));
  const editor = frame.editor;

  // What to open, from the query; then load it once the editor runs.
  const query = params.toString();
  const planRef = useRef<Promise<OpenPlan> | null>(null);
  const configReady = !config.isLoading;
  useEffect(() => {
    if (!configReady || planRef.current) return;
    planRef.current = planOpening(new URLSearchParams(query), myId, config.data);
  }, [configReady, query, myId, config.data]);

  useEffect(() => {
    if (!editor || opening !== 'pending' || !planRef.current) return;
    setOpening('loading');
    (async () => {
      const plan = await (planRef.current as Promise<OpenPlan>);
      setTitle(plan.title);
      setWorkId(plan.workId ?? null);
      setRemixOf(plan.remixOf ?? null);
      setContext(plan.context);
      if (plan.fileUrl) {
        const data = await fetchBytes(plan.fileUrl, () => undefined);
        const problem = projectProblem(data);
        if (problem) throw new Error(problem);
        await editor.loadProject(data);
      }
    })()
      .catch((e: unknown) => setOpenError(message(e)))
      .finally(() => {
        setOpening('done');
        setDirty(false);
      });
  }, [editor, opening]);

  // Leaving with unsaved changes: the browser asks on reload / close.
  useUnloadWarning(dirty);

  const leave = () => {
    const go = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
    if (!dirty) return go();
    modal.confirm({
      title: '作品还没有保存',
      content: '离开后本次修改会丢失，确定离开吗？',
      okText: '离开',
      cancelText: '继续编辑',
      okButtonProps: { danger: true },
      onOk: go,
    });
  };

  const save = useCallback(
    async (handIn: boolean) => {
      if (!editor) return;
      const name = title.trim();
      if (!name) {
        toast.warning('请先填写作品名称');
        return;
      }
      setBusy(true);
      try {
        const id = await saveProject(editor, { title: name, workId, remixOf, context }, handIn);
        editor.markSaved();
        setDirty(false);
        setWorkId(id);
        setRemixOf(null);
        if (context.scene === 'create' && params.get('workId') !== id) {
          const next = new URLSearchParams({ workId: id });
          if (simple) next.set('mode', 'simple');
          planRef.current = Promise.resolve({ title: name, workId: id, context });
          setParams(next, { replace: true });
        }
        toast.success(handIn ? '作业已提交，等待老师批改' : '已保存到我的作品');
      } catch (e) {
        toast.error(`${handIn ? '提交' : '保存'}失败：${message(e)}`);
      } finally {
        setBusy(false);
      }
    },
    [editor, title, workId, remixOf, context, params, setParams, simple, toast],
  );

  const openFile = async (file: File) => {
    if (!editor) return;
    setBusy(true);
    try {
      const data = await file.arrayBuffer();
      const problem = projectProblem(data);
      if (problem) throw new Error(problem);
      await editor.loadProject(data);
      setTitle(titleFromPath(file.name));
      setDirty(true);
    } catch (e) {
      toast.error(`打开失败：${message(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!editor) return;
    const blob = await editor.saveSb3();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = sb3Name(title);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const ready = frame.phase === 'ready' && opening === 'done';
  return (
    <div className="ck-scratch-page">
      <EditorHeader
        title={title}
        onTitle={(t) => {
          setTitle(t);
          setDirty(true);
        }}
        ready={ready}
        busy={busy}
        dirty={dirty}
        simple={simple}
        canHandIn={context.scene !== 'create'}
        onBack={leave}
        onSave={() => save(false)}
        onHandIn={() => save(true)}
        onOpenFile={openFile}
        onDownload={download}
        onAbout={() => setAbout(true)}
      />
      {openError && <Alert type="error" showIcon banner message={`作品打开失败：${openError}`} closable />}
      <div className="ck-scratch-body">
        <iframe ref={frameRef} className="ck-scratch-frame" title="Scratch 3 编辑器" src={EDITOR_FRAME_URL} />
        {!ready && (
          <div className="ck-scratch-overlay" data-testid="scratch-loading">
            {frame.phase === 'failed' ? (
              <>
                <Alert type="error" showIcon message="编辑器加载失败" description={frame.error} />
                <Button onClick={() => window.location.reload()}>重新加载</Button>
              </>
            ) : (
              <>
                <Progress
                  type="circle"
                  percent={frame.phase === 'ready' ? 100 : frame.percent}
                  status="active"
                  size={120}
                />
                <Typography.Text>
                  {frame.phase === 'ready' ? '正在打开作品…' : PHASE_TEXT[frame.phase]}
                </Typography.Text>
              </>
            )}
          </div>
        )}
      </div>
      <AboutEditor open={about} onClose={() => setAbout(false)} />
    </div>
  );
}
