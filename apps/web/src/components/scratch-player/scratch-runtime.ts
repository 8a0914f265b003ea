// Loaded only through `import()` from the player: the Scratch packages are large and no other page needs them.
import AudioEngine from 'scratch-audio';
import ScratchRender from 'scratch-render';
import ScratchStorage from 'scratch-storage';
import VirtualMachine from 'scratch-vm';
import { ProjectLoadError } from './fetch-project.ts';
import type { MouseData } from './stage-geometry.ts';

export interface SessionEvents {
  onRunningChange(running: boolean): void;
  onTurboChange(turbo: boolean): void;
  /** An "ask and wait" block's question, or null when it is answered or the project stops. */
  onQuestion(question: string | null): void;
}

/** Why this browser cannot draw a stage, or null. */
export function webglProblem(canvas: HTMLCanvasElement): string | null {
  return ScratchRender.isSupported(canvas) ? null : '浏览器不支持或禁用了 WebGL，无法显示舞台';
}

/** Reduces whatever the VM or the zip reader throws to one readable Chinese line. */
function reasonOf(err: unknown): string {
  const text = err instanceof Error ? err.message : typeof err === 'string' ? err : JSON.stringify(err);
  if (/missing project/i.test(text)) return '压缩包里没有 project.json，不是 Scratch 3 作品';
  if (/2\.X and above/i.test(text)) return '不支持 Scratch 1.4 的作品，请用 Scratch 3 另存为 .sb3';
  if (/zip|central directory|end of data/i.test(text)) return '作品文件已损坏或不是 Scratch 作品（无法解压）';
  if (/json|parse|validat/i.test(text)) return `作品内容不符合 Scratch 3 格式（${text.slice(0, 120)}）`;
  return `作品无法解析（${text.slice(0, 160)}）`;
}

/** One VM with its renderer, storage and audio, drawing on one canvas. */
export class ScratchSession {
  readonly vm = new VirtualMachine();
  private readonly renderer: ScratchRender;
  private readonly audio: AudioEngine | null;
  private disposed = false;

  constructor(canvas: HTMLCanvasElement, events: SessionEvents) {
    this.renderer = new ScratchRender(canvas);
    this.vm.attachRenderer(this.renderer);
    this.vm.attachStorage(new ScratchStorage());
    this.audio = typeof AudioContext === 'undefined' ? null : new AudioEngine();
    if (this.audio) this.vm.attachAudioEngine(this.audio);
    // 30 steps a second, as on the Scratch website.
    this.vm.setCompatibilityMode(true);
    this.vm.on('PROJECT_RUN_START', () => events.onRunningChange(true));
    this.vm.on('PROJECT_RUN_STOP', () => events.onRunningChange(false));
    this.vm.on('TURBO_MODE_ON', () => events.onTurboChange(true));
    this.vm.on('TURBO_MODE_OFF', () => events.onTurboChange(false));
    this.vm.runtime.on('QUESTION', (question: string | null) => events.onQuestion(question));
  }

  /** Loads a project; the reason for a bad file is thrown as a Chinese message. */
  async load(data: ArrayBuffer): Promise<void> {
    try {
      await this.vm.loadProject(data);
    } catch (err) {
      throw new ProjectLoadError(reasonOf(err));
    }
    if (this.disposed) return;
    this.vm.start();
    this.renderer.draw();
  }

  resize(width: number, height: number) {
    this.renderer.resize(width, height);
    this.renderer.draw();
  }

  greenFlag() {
    // Browsers keep audio suspended until a user gesture; the green flag is one.
    void this.audio?.audioContext.resume().catch(() => undefined);
    this.vm.greenFlag();
  }

  stop() {
    this.vm.stopAll();
  }

  setTurbo(on: boolean) {
    this.vm.setTurboMode(on);
  }

  answer(text: string) {
    this.vm.runtime.emit('ANSWER', text);
  }

  mouse(data: MouseData & { isDown?: boolean }) {
    this.vm.postIOData('mouse', { ...data });
  }

  key(key: string, isDown: boolean) {
    this.vm.postIOData('keyboard', { key, isDown });
  }

  /** Stops the step loop and frees the WebGL context and audio (browsers allow only a few contexts). */
  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    this.vm.stopAll();
    this.vm.quit();
    this.vm.removeAllListeners();
    this.renderer.gl.getExtension('WEBGL_lose_context')?.loseContext();
    void this.audio?.audioContext.close().catch(() => undefined);
  }
}
