import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageProps } from '../pages/page-props.ts';

const RELOAD_FLAG = 'ck-chunk-reloaded';
/** SPEC §9: page chunk loading times out at 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

const CHUNK_MESSAGE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  return (
    error.name === 'ChunkLoadError' ||
    error.name === 'CSS_CHUNK_LOAD_FAILED' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    CHUNK_MESSAGE.test(error.message)
  );
}

/**
 * After a deployment old chunk names vanish; one reload fetches the new entry. The sessionStorage
 * flag prevents a reload loop when the chunk is really missing. Returns true when a reload started.
 */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error) || sessionStorage.getItem(RELOAD_FLAG)) return false;
  sessionStorage.setItem(RELOAD_FLAG, '1');
  window.location.reload();
  return true;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => {
      const error = new Error('页面加载超时，请检查网络后刷新重试');
      error.name = 'ChunkLoadError';
      reject(error);
    }, CHUNK_TIMEOUT_MS);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type LazyPage = Preloadable<LazyExoticComponent<ComponentType<PageProps>>>;

/** A lazy component whose code can also be fetched ahead of its first render. */
export type Preloadable<T> = T & { preload: () => void };

/** `React.lazy` for a named export, with the chunk timeout and the reload-once recovery. */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  exportName: K,
): Preloadable<LazyExoticComponent<ComponentType<P>>> {
  const component = lazy(async () => {
    try {
      const module = await withTimeout(load());
      sessionStorage.removeItem(RELOAD_FLAG);
      return { default: module[exportName] };
    } catch (error) {
      // Keep the page pending while the browser reloads instead of flashing an error.
      if (reloadOnceForChunkError(error)) return new Promise<never>(() => {});
      throw error;
    }
  });
  // The module cache makes the later render reuse this download; a failure shows up at render time.
  return Object.assign(component, { preload: () => void load().catch(() => undefined) });
}

/** A registry page: every page receives the meta of the menu node it was built from. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType<PageProps>>>,
  exportName: K,
): LazyPage {
  return lazyNamed<PageProps, K>(load, exportName);
}

/** Fetches the code of likely next steps once the browser is idle after the first paint. */
export function preloadWhenIdle(...components: { preload: () => void }[]): () => void {
  const run = () => {
    for (const component of components) component.preload();
  };
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 300);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(run, { timeout: 3000 });
  return () => window.cancelIdleCallback(id);
}
