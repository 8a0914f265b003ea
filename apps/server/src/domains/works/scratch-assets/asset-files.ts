import { createHash } from 'node:crypto';
import { MD5EXT_RE, type ScratchAssetFormat } from '@ck/shared';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { starterFile } from './starter/starter-set.ts';

/** Asset files are content-addressed: `scratch-assets/<md5 of the bytes>.<ext>`, shared by everyone. */
export const assetKey = (md5ext: string) => `scratch-assets/${md5ext}`;

export const ASSET_CONTENT_TYPES: Record<ScratchAssetFormat, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
};

export const md5Of = (data: Buffer) => createHash('md5').update(data).digest('hex');

export const isMd5ext = (value: string) => MD5EXT_RE.test(value);

/** The format of the bytes by their signature (never by the client's name or type), or null. */
export function sniffFormat(data: Buffer): ScratchAssetFormat | null {
  if (data.length < 4) return null;
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WAVE'
  )
    return 'wav';
  if (data.toString('latin1', 0, 3) === 'ID3' || (data[0] === 0xff && (data[1] & 0xe0) === 0xe0))
    return 'mp3';
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

/**
 * Why an SVG may not be stored, or null. Costumes are shown inside the editor's page, so nothing that
 * runs, loads from elsewhere or declares entities gets in: scripts, foreignObject, event handlers,
 * frames, links other than `#fragment` or embedded raster images, external `url(...)` and `@import`.
 */
export function svgProblem(text: string): string | null {
  const svg = text.toLowerCase();
  if (/<script[\s>/]/.test(svg)) return 'SVG 中不能包含脚本（script）';
  if (/<foreignobject[\s>/]/.test(svg)) return 'SVG 中不能包含 foreignObject';
  if (/<(iframe|embed|object|audio|video|handler|listener)[\s>/]/.test(svg)) return 'SVG 中不能包含嵌入内容';
  if (/<!(doctype|entity)/.test(svg)) return 'SVG 中不能声明 DOCTYPE 或实体';
  if (/[\s/"']on[a-z]+\s*=/.test(svg)) return 'SVG 中不能包含事件处理属性（如 onload）';
  if (/javascript:|vbscript:/.test(svg)) return 'SVG 中不能包含脚本链接';
  if (/attributename\s*=\s*["']\s*(xlink:)?href/.test(svg)) return 'SVG 中不能用动画改写链接';
  for (const m of text.matchAll(/(?:^|[\s"'])(?:xlink:)?href\s*=\s*(["'])([\s\S]*?)\1/gi)) {
    const ref = m[2].trim();
    if (!ref.startsWith('#') && !/^data:image\/(png|jpeg|jpg|gif);base64,[a-z0-9+/=\s]*$/i.test(ref))
      return 'SVG 中不能引用外部资源（只允许 #内部引用 与内嵌图片）';
  }
  for (const m of svg.matchAll(/url\(\s*(["']?)([^)"']*)\1\s*\)/g)) {
    if (!m[2].trim().startsWith('#')) return 'SVG 中不能引用外部资源（url 只允许 #内部引用）';
  }
  if (/@import/.test(svg)) return 'SVG 中不能引用外部样式';
  return null;
}

/** Sample rate and count of a PCM WAV file, or null when the header cannot be read. */
export function wavInfo(data: Buffer): { rate: number; sampleCount: number } | null {
  if (sniffFormat(data) !== 'wav') return null;
  let offset = 12;
  let rate = 0;
  let blockAlign = 0;
  while (offset + 8 <= data.length) {
    const id = data.toString('latin1', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= data.length) {
      rate = data.readUInt32LE(offset + 12);
      blockAlign = data.readUInt16LE(offset + 20);
    }
    if (id === 'data') {
      if (!rate || !blockAlign) return null;
      const bytes = Math.min(size, data.length - offset - 8);
      return { rate, sampleCount: Math.floor(bytes / blockAlign) };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** Why an asset file's bytes may not be stored as `format`, or null. */
export function assetProblem(data: Buffer, format: ScratchAssetFormat | null): string | null {
  if (!format) return '只支持 svg、png、jpg 图片和 wav、mp3 声音';
  if (format === 'svg') return svgProblem(data.toString('utf8'));
  return null;
}

/** Stores the bytes under their md5 (no-op when already there); returns the md5ext. */
export async function storeAsset(storage: FileStorage, data: Buffer, format: ScratchAssetFormat) {
  const md5ext = `${md5Of(data)}.${format}`;
  const key = assetKey(md5ext);
  if (!(await storage.get(key))) await storage.put(key, data, ASSET_CONTENT_TYPES[format]);
  return md5ext;
}

/**
 * The bytes of an asset: from storage, or — for the built-in starter set, generated in code — made,
 * written to storage for next time and returned. Null when there is no such file.
 */
export async function readAsset(storage: FileStorage, md5ext: string): Promise<Buffer | null> {
  const stored = await storage.get(assetKey(md5ext));
  if (stored) return stored;
  const starter = starterFile(md5ext);
  if (!starter) return null;
  await storage.put(assetKey(md5ext), starter, ASSET_CONTENT_TYPES[formatOf(md5ext)]);
  return starter;
}

export async function assetExists(storage: FileStorage, md5ext: string) {
  return !!starterFile(md5ext) || !!(await storage.get(assetKey(md5ext)));
}

export const formatOf = (md5ext: string) => md5ext.slice(md5ext.lastIndexOf('.') + 1) as ScratchAssetFormat;
