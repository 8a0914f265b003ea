// The Scratch runtime packages ship no type definitions; these cover the part the player uses.

declare module 'scratch-vm' {
  interface ScratchTarget {
    x: number;
    y: number;
    isStage: boolean;
    getName(): string;
  }
  export default class VirtualMachine {
    runtime: {
      targets: ScratchTarget[];
      threads: unknown[];
      turboMode: boolean;
      emit(event: string, ...args: unknown[]): void;
      on(event: string, listener: (...args: never[]) => void): void;
    };
    start(): void;
    quit(): void;
    greenFlag(): void;
    stopAll(): void;
    clear(): void;
    setTurboMode(on: boolean): void;
    setCompatibilityMode(on: boolean): void;
    loadProject(input: ArrayBuffer | string | object): Promise<void>;
    postIOData(device: 'mouse' | 'keyboard', data: Record<string, unknown>): void;
    attachRenderer(renderer: unknown): void;
    attachStorage(storage: unknown): void;
    attachAudioEngine(engine: unknown): void;
    on(event: string, listener: (...args: never[]) => void): void;
    removeAllListeners(): void;
  }
}

declare module 'scratch-render' {
  export default class ScratchRender {
    constructor(canvas: HTMLCanvasElement, xLeft?: number, xRight?: number, yBottom?: number, yTop?: number);
    static isSupported(canvas?: HTMLCanvasElement): boolean;
    resize(pixelsWide: number, pixelsTall: number): void;
    draw(): void;
    get gl(): WebGLRenderingContext;
  }
}

declare module 'scratch-storage' {
  export default class ScratchStorage {}
}

declare module 'scratch-audio' {
  export default class AudioEngine {
    audioContext: AudioContext;
  }
}
