import { useCallback, useEffect, useRef, useState } from 'react';
import { errorHint } from './runtime/error-hints.ts';
import { EventPlayer } from './runtime/event-player.ts';
import type { RunError } from './runtime/protocol.ts';
import { PythonRuntime } from './runtime/python-runtime.ts';
import type { TurtleCanvas } from './runtime/turtle-canvas.ts';

export type RunStatus = 'loading' | 'ready' | 'running' | 'failed';
export type ChunkKind = 'out' | 'err' | 'in' | 'info' | 'hint';
export interface ConsoleChunk {
  id: number;
  kind: ChunkKind;
  text: string;
}

/** Most console chunks kept: a program printing forever must not eat the page's memory. */
const MAX_CHUNKS = 3000;

/** The Python runtime of the page: loading, running, stopping, the console and input(). */
export function usePythonRun(canvas: () => TurtleCanvas | null) {
  const [status, setStatus] = useState<RunStatus>('loading');
  const [progress, setProgress] = useState({ percent: 0, text: '正在准备 Python…' });
  const [chunks, setChunks] = useState<ConsoleChunk[]>([]);
  const [waitingInput, setWaitingInput] = useState(false);
  const [loadError, setLoadError] = useState('');

  const buffer = useRef<ConsoleChunk[]>([]);
  const nextId = useRef(0);
  const dirty = useRef(false);
  const runtime = useRef<PythonRuntime | null>(null);
  const player = useRef<EventPlayer | null>(null);
  const result = useRef<{ error: RunError | null; stopped: boolean } | null>(null);
  const stopping = useRef(false);

  const publish = useCallback(() => {
    if (!dirty.current) return;
    dirty.current = false;
    setChunks([...buffer.current]);
  }, []);

  const write = useCallback((kind: ChunkKind, text: string) => {
    const list = buffer.current;
    const last = list[list.length - 1];
    if (last && last.kind === kind && (kind === 'out' || kind === 'err') && !last.text.endsWith('\n'))
      list[list.length - 1] = { ...last, text: last.text + text };
    else list.push({ id: nextId.current++, kind, text });
    if (list.length > MAX_CHUNKS) list.splice(0, list.length - MAX_CHUNKS);
    dirty.current = true;
  }, []);

  const finish = useCallback(() => {
    const outcome = result.current;
    result.current = null;
    if (outcome?.stopped || outcome?.error?.kind === 'KeyboardInterrupt') {
      write('info', '程序已停止\n');
    } else if (outcome?.error) {
      write('err', outcome.error.text.endsWith('\n') ? outcome.error.text : `${outcome.error.text}\n`);
      const hint = errorHint(outcome.error);
      if (hint) write('hint', `💡 ${hint}\n`);
    } else {
      write('info', '程序运行结束\n');
    }
    publish();
    setWaitingInput(false);
    setStatus('ready');
  }, [publish, write]);

  useEffect(() => {
    const p = new EventPlayer(canvas, {
      write: (kind, text) => write(kind, text),
      askInput: () => {
        publish();
        setWaitingInput(true);
      },
      idle: () => {
        if (result.current) finish();
      },
      played: (count) => {
        runtime.current?.played(count);
        publish();
      },
    });
    player.current = p;
    const r = new PythonRuntime({
      progress: (percent, text) => {
        setProgress({ percent, text });
        if (percent < 100 && !r.isRunning) setStatus('loading');
      },
      ready: () => {
        setLoadError('');
        setStatus((s) => (s === 'running' ? s : 'ready'));
      },
      failed: (message) => {
        setLoadError(message);
        setStatus('failed');
      },
      events: (events) => p.push(events),
      done: (error) => {
        const stopped = stopping.current;
        stopping.current = false;
        result.current = { error, stopped };
        if (stopped) {
          p.clear();
          finish();
        } else p.end();
      },
    });
    runtime.current = r;
    r.start();
    return () => {
      r.dispose();
      p.clear();
    };
  }, [canvas, finish, publish, write]);

  const run = useCallback(
    (code: string) => {
      const r = runtime.current;
      if (!r || r.isRunning) return;
      buffer.current = [];
      dirty.current = true;
      publish();
      canvas()?.reset();
      result.current = null;
      stopping.current = false;
      setWaitingInput(false);
      setStatus('running');
      player.current?.begin();
      r.run(code);
    },
    [canvas, publish],
  );

  const stop = useCallback(() => {
    const r = runtime.current;
    player.current?.clear();
    setWaitingInput(false);
    if (r?.isRunning) {
      stopping.current = true;
      r.stop();
    } else if (result.current) {
      result.current = { error: null, stopped: true };
      finish();
    }
  }, [finish]);

  const answer = useCallback(
    (line: string) => {
      write('in', `${line}\n`);
      publish();
      setWaitingInput(false);
      runtime.current?.answer(line);
      player.current?.answered();
    },
    [publish, write],
  );

  const clearConsole = useCallback(() => {
    buffer.current = [];
    dirty.current = true;
    publish();
  }, [publish]);

  return { status, progress, chunks, waitingInput, loadError, run, stop, answer, clearConsole };
}
