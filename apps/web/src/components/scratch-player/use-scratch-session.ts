import { type RefObject, useEffect, useRef, useState } from 'react';
import { fetchBytes, type Progress, ProjectLoadError, projectProblem } from './fetch-project.ts';
import type { ScratchSession } from './scratch-runtime.ts';
import { mouseDataFor } from './stage-geometry.ts';

export type LoadPhase =
  | { kind: 'loading'; progress: Progress; downloaded: boolean; runtimeReady: boolean }
  | { kind: 'ready' }
  | { kind: 'error'; reason: string };

const START: LoadPhase = {
  kind: 'loading',
  progress: { loaded: 0, total: 0 },
  downloaded: false,
  runtimeReady: false,
};

/** Forwards pointer input on the canvas (and drags that leave it) to the VM's mouse device. */
function bindPointer(canvas: HTMLCanvasElement, session: ScratchSession) {
  const post = (e: PointerEvent, isDown?: boolean) =>
    session.mouse({ ...mouseDataFor(e.clientX, e.clientY, canvas.getBoundingClientRect()), isDown });
  const move = (e: PointerEvent) => post(e);
  const down = (e: PointerEvent) => {
    if (e.button !== 0) return;
    post(e, true);
  };
  const up = (e: PointerEvent) => post(e, false);
  canvas.addEventListener('pointerdown', down);
  document.addEventListener('pointermove', move);
  document.addEventListener('pointerup', up);
  return () => {
    canvas.removeEventListener('pointerdown', down);
    document.removeEventListener('pointermove', move);
    document.removeEventListener('pointerup', up);
  };
}

/**
 * Downloads the project and the lazily loaded runtime side by side, then runs the project on a canvas
 * made for this load: a WebGL context cannot be reused once released, so each attempt gets a new one.
 */
export function useScratchSession(host: RefObject<HTMLDivElement | null>, src: string, attempt: number) {
  const [phase, setPhase] = useState<LoadPhase>(START);
  const [running, setRunning] = useState(false);
  const [turbo, setTurbo] = useState(false);
  const [question, setQuestion] = useState<string | null>(null);
  const session = useRef<ScratchSession | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const box = host.current;
    if (!box) return;
    const canvas = document.createElement('canvas');
    canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none';
    canvas.setAttribute('aria-label', 'Scratch 舞台');
    box.appendChild(canvas);
    const abort = new AbortController();
    let live: ScratchSession | null = null;
    let unbind = () => {};
    const update = (patch: Partial<Extract<LoadPhase, { kind: 'loading' }>>) =>
      setPhase((p) => (p.kind === 'loading' ? { ...p, ...patch } : p));
    setPhase(START);
    setRunning(false);
    setTurbo(false);
    setQuestion(null);

    const run = async () => {
      const runtimeLoad = import('./scratch-runtime.ts').then((m) => {
        if (!abort.signal.aborted) update({ runtimeReady: true });
        return m;
      });
      const data = await fetchBytes(src, (progress) => update({ progress }), abort.signal);
      if (abort.signal.aborted) return;
      update({ downloaded: true });
      const problem = projectProblem(data);
      if (problem) throw new ProjectLoadError(problem);
      const runtime = await runtimeLoad;
      if (abort.signal.aborted) return;
      const webgl = runtime.webglProblem(canvas);
      if (webgl) throw new ProjectLoadError(webgl);
      live = new runtime.ScratchSession(canvas, {
        onRunningChange: setRunning,
        onTurboChange: setTurbo,
        onQuestion: setQuestion,
      });
      const rect = canvas.getBoundingClientRect();
      live.resize(Math.round(rect.width) || 480, Math.round(rect.height) || 360);
      await live.load(data);
      if (abort.signal.aborted) return;
      session.current = live;
      unbind = bindPointer(canvas, live);
      setPhase({ kind: 'ready' });
    };
    run().catch((err: unknown) => {
      if (abort.signal.aborted) return;
      const message = err instanceof Error ? err.message : String(err);
      let reason = `播放器出错（${message.slice(0, 160)}）`;
      if (err instanceof ProjectLoadError) reason = message;
      else if (err instanceof TypeError && /import|module/i.test(message))
        reason = '播放器组件下载失败，请检查网络后重试';
      setPhase({ kind: 'error', reason });
    });

    return () => {
      abort.abort();
      unbind();
      live?.dispose();
      session.current = null;
      canvas.remove();
    };
  }, [host, src, attempt]);

  return { phase, running, turbo, question, session };
}
