/**
 * Runs inside `/scratch-gui/editor.html` (bundled by scripts/prepare-scratch-gui.ts, not by Vite): loads
 * the patched Scratch GUI bundle with progress, wires its storage to the platform's asset library and
 * backpack, and hands the page a small editor API (`window.ckScratch`).
 */
import type {
  BackpackEntry,
  EditorFrameApi,
  FrameBootOptions,
  FrameEditor,
  ScratchLibrary,
} from './frame-api.ts';
import { ASSET_URL_BASE, BACKPACK_HOST } from './frame-api.ts';

// The slice of the GUI bundle's exports and objects this file uses.
interface ScratchAsset {
  assetId: string;
  dataFormat: string;
  assetType: { name: string };
}
interface ScratchStorageLike {
  AssetType: Record<string, { name: string }>;
  DataFormat: Record<string, string>;
  builtinHelper: { _store(type: unknown, format: unknown, data: unknown, id?: string): string };
  addWebStore(types: unknown[], getUrl: (asset: ScratchAsset) => string | false): void;
  store: (type: unknown, format: unknown, data: unknown, id?: string) => Promise<unknown>;
}
interface VmLike {
  loadProject(data: ArrayBuffer | string): Promise<void>;
  saveProjectSb3(): Promise<Blob>;
  on(event: string, fn: () => void): void;
  renderer: { requestSnapshot(cb: (dataUrl: string) => void): void } | null;
}
interface StoreLike {
  getState(): { scratchGui: { vm: VmLike; projectState: { loadingState: string } } };
  subscribe(fn: () => void): () => void;
}
interface GuiModule {
  ScratchStorage: new () => ScratchStorageLike;
  EditorState: new (params: { locale: string }, config: () => unknown) => { store: StoreLike };
  createStandaloneRoot(
    state: unknown,
    container: HTMLElement,
  ): { render(props: Record<string, unknown>): void; unmount(): void };
  setAppElement(element: HTMLElement): void;
  buildDefaultProject(
    translator?: unknown,
  ): { id: string; assetType: string; dataFormat: string; data: unknown }[];
}
type FrameWindow = Window & {
  GUI?: GuiModule;
  ckScratch?: EditorFrameApi;
  __CK_SCRATCH_LIBRARY__?: ScratchLibrary;
  __CK_SCRATCH_BLOCK_SCALE__?: number;
};

const win = window as FrameWindow;
const bootScript = document.currentScript as HTMLScriptElement | null;
const bundleUrl = bootScript?.dataset.bundle ?? 'scratch-gui-standalone.js';
const bundleSize = Number(bootScript?.dataset.bundleSize ?? 0);

/** A copy made in this window's realm (arrays and buffers from the page fail `instanceof` checks here). */
const local = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function fetchWithProgress(url: string, onProgress: (loaded: number, total: number) => void) {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`编辑器文件加载失败（${res.status}）`);
  const total = Number(res.headers.get('content-length')) || bundleSize;
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.length;
    onProgress(loaded, total);
  }
  return new Blob(parts as BlobPart[], { type: 'text/javascript' });
}

function runScript(blob: Blob): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(blob);
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      URL.revokeObjectURL(url);
      resolve();
    };
    script.onerror = () => reject(new Error('编辑器脚本无法运行'));
    document.head.appendChild(script);
  });
}

/** Storage: library assets from the platform; backpack costumes and sounds from their item URLs. */
function createStorage(gui: GuiModule, backpackBodies: Map<string, string>) {
  const scratchStorage = new gui.ScratchStorage();
  const { AssetType } = scratchStorage;
  const media = [AssetType.ImageVector, AssetType.ImageBitmap, AssetType.Sound];
  const cacheDefaultProject = (translator?: unknown) => {
    for (const asset of gui.buildDefaultProject(translator))
      scratchStorage.builtinHelper._store(
        AssetType[asset.assetType],
        scratchStorage.DataFormat[asset.dataFormat],
        asset.data,
        asset.id,
      );
  };
  cacheDefaultProject();
  scratchStorage.addWebStore(
    media,
    (asset) => backpackBodies.get(`${asset.assetId}.${asset.dataFormat}`) ?? false,
  );
  scratchStorage.addWebStore(media, (asset) => `${ASSET_URL_BASE}${asset.assetId}.${asset.dataFormat}`);
  // There is no asset server to upload to: new assets live in the project file (and the backpack
  // item's body); keep them in memory so the editor can find them again.
  scratchStorage.store = (type, format, data, id) =>
    Promise.resolve({ id: scratchStorage.builtinHelper._store(type, format, data, id) });
  return { scratchStorage, cacheDefaultProject };
}

async function boot(options: FrameBootOptions): Promise<FrameEditor> {
  win.__CK_SCRATCH_LIBRARY__ = local(options.library);
  if (options.simple) {
    win.__CK_SCRATCH_BLOCK_SCALE__ = 1.25;
    document.documentElement.classList.add('ck-simple');
  }
  if (!win.GUI) await runScript(await fetchWithProgress(bundleUrl, options.onProgress));
  const gui = win.GUI;
  if (!gui) throw new Error('编辑器脚本没有正确加载');

  const backpackBodies = new Map<string, string>();
  const remember = (item: BackpackEntry) => {
    const entry = local(item);
    if ((entry.type === 'costume' || entry.type === 'sound') && entry.body && entry.bodyUrl)
      backpackBodies.set(entry.body, entry.bodyUrl);
    return entry;
  };
  const { scratchStorage, cacheDefaultProject } = createStorage(gui, backpackBodies);
  const storage = {
    scratchStorage,
    backpackStorage: {
      list: async ({ limit, offset }: { limit: number; offset: number }) =>
        (await options.backpack.list(limit, offset)).map(remember),
      save: async (
        item: { type: BackpackEntry['type']; name: string },
        data: { mimeType(): string; dataAsBase64(): Promise<string>; thumbnailAsBase64(): Promise<string> },
      ) =>
        remember(
          await options.backpack.save({
            type: item.type,
            name: item.name,
            mime: data.mimeType(),
            body: await data.dataAsBase64(),
            thumbnail: await data.thumbnailAsBase64(),
          }),
        ),
      delete: (id: string) => options.backpack.remove(id),
    },
    setProjectHost() {},
    setProjectToken() {},
    setProjectMetadata() {},
    setAssetHost() {},
    setBackpackHost() {},
    setTranslatorFunction: (translator: unknown) => cacheDefaultProject(translator),
    getLibraryAssetUrl: (assetId: string, dataFormat: string) => `${ASSET_URL_BASE}${assetId}.${dataFormat}`,
    saveProject: () => Promise.reject(new Error('请使用页面顶部的“保存”按钮')),
  };

  const container = document.getElementById('ck-gui') ?? document.body;
  gui.setAppElement(container);
  const state = new gui.EditorState({ locale: 'zh-cn' }, () => ({ storage }));
  const root = gui.createStandaloneRoot(state, container);
  root.render({
    // Scratch's default project (cached in storage above); ours is loaded over it afterwards.
    projectId: '0',
    canEditTitle: false,
    canSave: false,
    canCreateNew: false,
    canShare: false,
    canRemix: false,
    canCreateCopy: false,
    canChangeLanguage: false,
    menuBarHidden: true,
    backpackVisible: true,
    backpackHost: BACKPACK_HOST,
    hideTutorialProjects: true,
    showComingSoon: false,
    stageSizeMode: options.simple ? 'small' : 'large',
  });

  const store = state.store;
  await new Promise<void>((resolve) => {
    const ready = () => store.getState().scratchGui.projectState.loadingState === 'SHOWING_WITHOUT_ID';
    if (ready()) return resolve();
    const stop = store.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
  const vm = store.getState().scratchGui.vm;
  let changed = false;
  let loading = false;
  vm.on('PROJECT_CHANGED', () => {
    if (loading || changed) return;
    changed = true;
    options.onChange();
  });
  // Loading emits its own change events: only edits after the project settled count.
  const settle = () => new Promise((r) => setTimeout(r, 300));
  await settle();
  changed = false;

  return {
    async loadProject(data) {
      loading = true;
      try {
        await vm.loadProject(new Uint8Array(data).slice().buffer);
        await settle();
      } finally {
        loading = false;
        changed = false;
      }
    },
    saveSb3: () => vm.saveProjectSb3(),
    snapshot: () =>
      new Promise((resolve) => {
        if (!vm.renderer) return resolve(null);
        vm.renderer.requestSnapshot((dataUrl) => {
          fetch(dataUrl)
            .then((r) => r.blob())
            .then(resolve, () => resolve(null));
        });
      }),
    hasChanges: () => changed,
    markSaved() {
      changed = false;
    },
  };
}

win.ckScratch = { boot };
