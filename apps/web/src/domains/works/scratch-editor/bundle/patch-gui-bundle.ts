import { createHash } from 'node:crypto';

/**
 * Build-time patches of the published `scratch-gui-standalone.js` (AGPL-3.0-only, unmodified in the npm
 * package). Each patch must apply exactly as often as expected, else the build fails: a new package
 * version that moved the code must be looked at by a person, never shipped half patched.
 */

/** Where the copied bundle is served; webpack's public path becomes this. */
export const GUI_BASE = '/scratch-gui/';

/** The global the page fills with the platform's asset library before the bundle runs. */
export const LIBRARY_GLOBAL = '__CK_SCRATCH_LIBRARY__';

export const LIBRARY_KINDS = ['sprites', 'costumes', 'backdrops', 'sounds'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** How each stock library starts inside the bundle (its first entry differs per library). */
const LIBRARY_MARKERS: Record<LibraryKind, string> = {
  sprites: `JSON.parse('[{"name":"Abby","tags":[`,
  costumes: `JSON.parse('[{"name":"Abby-a","assetId":"`,
  backdrops: `JSON.parse('[{"name":"Arctic","assetId":"`,
  sounds: `JSON.parse('[{"name":"A Bass","assetId":"`,
};

export class BundlePatchError extends Error {}

/** Index just past the `')` that closes the single-quoted string literal opened at `from`. */
function endOfQuotedCall(source: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === "'") {
      if (source[i + 1] !== ')') throw new BundlePatchError(`第 ${i} 个字符处的字符串后不是 ")"`);
      return i + 2;
    }
  }
  throw new BundlePatchError('素材库 JSON 字符串没有结束');
}

/** Replaces one stock library literal by a read of the platform's library. */
export function patchLibrary(source: string, kind: LibraryKind): string {
  const marker = LIBRARY_MARKERS[kind];
  const start = source.indexOf(marker);
  if (start < 0) throw new BundlePatchError(`找不到 Scratch 自带的 ${kind} 素材库，无法替换`);
  if (source.indexOf(marker, start + 1) >= 0)
    throw new BundlePatchError(`Scratch 自带的 ${kind} 素材库出现了不止一次，无法确定替换哪一处`);
  const end = endOfQuotedCall(source, start + "JSON.parse('".length);
  return `${source.slice(0, start)}(window.${LIBRARY_GLOBAL}.${kind})${source.slice(end)}`;
}

/** webpack's public path is "/" in the published build: chunks and static files move under GUI_BASE. */
export function patchPublicPath(source: string): string {
  const pattern = /(__(?:nested_)?webpack_require_(?:\d+_)?_\.p=)"\/"/g;
  const count = source.match(pattern)?.length ?? 0;
  if (count !== 2) throw new BundlePatchError(`webpack 公共路径的赋值应有 2 处，实际找到 ${count} 处`);
  return source.replace(pattern, `$1${JSON.stringify(GUI_BASE)}`);
}

/** The global the frame sets in simple mode to start the block workspace zoomed in. */
export const BLOCK_SCALE_GLOBAL = '__CK_SCRATCH_BLOCK_SCALE__';

/** The workspace's start zoom (0.9) becomes overridable for the simplified mode. */
export function patchBlockScale(source: string): string {
  const marker = 'startScale:.9';
  const count = source.split(marker).length - 1;
  if (count !== 1) throw new BundlePatchError(`积木区初始缩放的设置应有 1 处，实际找到 ${count} 处`);
  return source.replace(marker, `startScale:(window.${BLOCK_SCALE_GLOBAL}||.9)`);
}

/**
 * paper.js (the paint editor) compiles PaperScript through an inline `<script>` in Chrome and Firefox
 * < 40, which the editor page's Content-Security-Policy refuses; it then takes its own other path,
 * `Function(...)`, as in every other browser.
 */
export function patchPaperScript(source: string): string {
  const pattern = /\w+&&\((\w+)\.chrome\|\|\1\.firefox&&\1\.versionNumber<40\)/g;
  const count = source.match(pattern)?.length ?? 0;
  if (count !== 1) throw new BundlePatchError(`PaperScript 内联脚本的判断应有 1 处，实际找到 ${count} 处`);
  return source.replace(pattern, '!1');
}

/**
 * The VM adds an empty inline `<script>` for Scratch Link's Safari helper extension to fill; the page's
 * policy refuses inline scripts (Chrome reports it), so it is not added. Scratch Link itself (hardware
 * extensions) connects by WebSocket and keeps working.
 */
export function patchScratchLinkScript(source: string): string {
  const marker = 'if(!document.getElementById("scratch-link-extension-script"))';
  const count = source.split(marker).length - 1;
  if (count !== 1) throw new BundlePatchError(`Scratch Link 脚本占位的判断应有 1 处，实际找到 ${count} 处`);
  return source.replace(marker, 'if(!1)');
}

/**
 * The SHA-256 hashes (base64) of the inline scripts of the VM's sandbox frame: a `srcdoc` iframe that
 * processes untrusted SVGs and fonts. A srcdoc frame inherits the editor page's policy, which lets only
 * these exact scripts run inline.
 */
export function sandboxScriptHashes(source: string): string[] {
  const marker = 'IFRAME_HTML:"';
  const at = source.indexOf(marker);
  if (at < 0 || source.indexOf(marker, at + 1) >= 0)
    throw new BundlePatchError('找不到唯一的沙箱框架页面 IFRAME_HTML，无法计算其脚本的哈希');
  const open = at + marker.length - 1;
  let close = open + 1;
  while (close < source.length && source[close] !== '"') close += source[close] === '\\' ? 2 : 1;
  const html = JSON.parse(source.slice(open, close + 1)) as string;
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  if (!scripts.length) throw new BundlePatchError('沙箱框架页面里没有内联脚本，上游可能改了写法');
  return scripts.map((text) => createHash('sha256').update(text, 'utf8').digest('base64'));
}

/** All patches of the standalone bundle. */
export function patchGuiBundle(source: string): string {
  let out = patchScratchLinkScript(patchPaperScript(patchBlockScale(patchPublicPath(source))));
  for (const kind of LIBRARY_KINDS) out = patchLibrary(out, kind);
  return out;
}
