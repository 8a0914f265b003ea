/**
 * The contract between the /scratch3 page (React 19, antd) and the Scratch GUI, which runs inside a
 * same-origin iframe (`/scratch-gui/editor.html`) so that its React 18, global CSS and 100+ MB of
 * memory stay out of the platform's app and go away with the page.
 */

/** The asset library in the Scratch library JSON shape (`getScratchAssets`). */
export interface ScratchLibrary {
  sprites: unknown[];
  costumes: unknown[];
  backdrops: unknown[];
  sounds: unknown[];
}

export type BackpackKind = 'costume' | 'sound' | 'script' | 'sprite';

/** A backpack item as the GUI expects it. */
export interface BackpackEntry {
  id: string;
  type: BackpackKind;
  name: string;
  mime?: string;
  thumbnailUrl: string;
  bodyUrl: string;
  body: string;
}

export interface BackpackSaveInput {
  type: BackpackKind;
  name: string;
  mime: string;
  body: string;
  thumbnail: string;
}

/** The platform's backpack routes, called by the page (it holds the session). */
export interface BackpackBridge {
  list(limit: number, offset: number): Promise<BackpackEntry[]>;
  save(item: BackpackSaveInput): Promise<BackpackEntry>;
  remove(id: string): Promise<void>;
}

export interface FrameBootOptions {
  library: ScratchLibrary;
  /** Simplified mode for young children: bigger blocks, small stage, no extensions button. */
  simple: boolean;
  backpack: BackpackBridge;
  onProgress(loaded: number, total: number): void;
  /** The project changed since it was loaded or last marked saved. */
  onChange(): void;
}

export interface FrameEditor {
  /** Replaces the project by an .sb3 (or project.json) file's bytes. */
  loadProject(data: ArrayBuffer): Promise<void>;
  saveSb3(): Promise<Blob>;
  /** The stage as a PNG, for the work's cover. */
  snapshot(): Promise<Blob | null>;
  hasChanges(): boolean;
  markSaved(): void;
}

export interface EditorFrameApi {
  boot(options: FrameBootOptions): Promise<FrameEditor>;
}

/** The frame's window as the page sees it. */
export type EditorFrameWindow = Window & { ckScratch?: EditorFrameApi };

/** Where the prepared bundle lives (see scripts/prepare-scratch-gui.ts). */
export const EDITOR_FRAME_URL = '/scratch-gui/editor.html';
export const GUI_BUNDLE_URL = '/scratch-gui/scratch-gui-standalone.js';
export const ASSET_URL_BASE = '/api/teaching/teachingScratchAssets/asset/';
export const BACKPACK_HOST = '/api/teaching/teachingScratchAssets/backpack';
