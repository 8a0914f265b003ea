import type { ScratchAssetRow } from './api.ts';

/** A costume (or backdrop) of the Scratch library JSON. */
export interface CostumeEntry {
  name: string;
  assetId: string;
  md5ext: string;
  dataFormat: string;
  rotationCenterX: number;
  rotationCenterY: number;
  bitmapResolution: number;
}
export interface SoundEntry {
  name: string;
  assetId: string;
  md5ext: string;
  dataFormat: string;
  rate: number;
  sampleCount: number;
}

/** What one uploaded file tells about itself (measured in the browser before saving). */
export type UploadedAsset =
  | { kind: 'image'; md5ext: string; name: string; width: number; height: number }
  | { kind: 'sound'; md5ext: string; name: string; rate: number; sampleCount: number };

export const IMAGE_ACCEPT = '.svg,.png,.jpg';
export const SOUND_ACCEPT = '.wav,.mp3';

export const acceptOf = (assetType: number) =>
  assetType === 4 ? SOUND_ACCEPT : assetType === 1 ? `${IMAGE_ACCEPT},${SOUND_ACCEPT}` : IMAGE_ACCEPT;

export const isSoundFile = (name: string) => /\.(wav|mp3)$/i.test(name);

const split = (md5ext: string) => {
  const dot = md5ext.lastIndexOf('.');
  return {
    assetId: dot > 0 ? md5ext.slice(0, dot) : md5ext,
    dataFormat: dot > 0 ? md5ext.slice(dot + 1) : '',
  };
};

/** A costume entry: vectors at resolution 1, bitmaps at 2 (Scratch's convention), centred. */
export function costumeOf(a: Extract<UploadedAsset, { kind: 'image' }>): CostumeEntry {
  const { assetId, dataFormat } = split(a.md5ext);
  return {
    name: a.name,
    assetId,
    md5ext: a.md5ext,
    dataFormat,
    rotationCenterX: Math.round(a.width / 2),
    rotationCenterY: Math.round(a.height / 2),
    bitmapResolution: dataFormat === 'svg' ? 1 : 2,
  };
}

export function soundOf(a: Extract<UploadedAsset, { kind: 'sound' }>): SoundEntry {
  const { assetId, dataFormat } = split(a.md5ext);
  return { name: a.name, assetId, md5ext: a.md5ext, dataFormat, rate: a.rate, sampleCount: a.sampleCount };
}

export const splitTags = (tags: string | string[] | null | undefined) =>
  (Array.isArray(tags) ? tags : (tags ?? '').split(/[,，]/)).map((t) => t.trim()).filter(Boolean);

/**
 * The library entry of one asset as the editor reads it. A sprite holds all its costumes and sounds;
 * a costume, backdrop or sound is its first file. Null when the files do not fit the type.
 */
export function libraryEntry(
  assetType: number,
  name: string,
  tags: string[],
  files: UploadedAsset[],
): Record<string, unknown> | null {
  const images = files.filter((f) => f.kind === 'image');
  const sounds = files.filter((f) => f.kind === 'sound');
  if (assetType === 4) {
    const sound = sounds[0];
    return sound ? { ...soundOf(sound), name, tags } : null;
  }
  if (assetType === 2 || assetType === 3) {
    const image = images[0];
    return image ? { ...costumeOf(image), name, tags } : null;
  }
  if (assetType !== 1 || images.length === 0) return null;
  return {
    name,
    tags,
    isStage: false,
    variables: {},
    lists: {},
    broadcasts: {},
    blocks: {},
    comments: {},
    currentCostume: 0,
    costumes: images.map(costumeOf),
    sounds: sounds.map(soundOf),
    volume: 100,
    visible: true,
    x: 0,
    y: 0,
    size: 100,
    direction: 90,
    draggable: false,
    rotationStyle: 'all around',
  };
}

/** The stored entry of a row, whether the server sent it as text or as an object. */
export function entryOf(row: Pick<ScratchAssetRow, 'assetData'>): Record<string, unknown> {
  if (!row.assetData) return {};
  if (typeof row.assetData === 'object') return row.assetData;
  try {
    const parsed: unknown = JSON.parse(row.assetData);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The file that stands for a row: a sprite's first costume, else the entry itself. */
export function previewMd5ext(row: Pick<ScratchAssetRow, 'assetData'>): string | null {
  const entry = entryOf(row);
  if (typeof entry.md5ext === 'string') return entry.md5ext;
  const costumes = entry.costumes;
  if (Array.isArray(costumes) && costumes[0] && typeof costumes[0].md5ext === 'string')
    return costumes[0].md5ext;
  return null;
}

/** The files already in a row's entry, to keep them when only the name or tags change. */
export function filesOf(row: Pick<ScratchAssetRow, 'assetData'>): UploadedAsset[] {
  const entry = entryOf(row);
  const asCostume = (c: Partial<CostumeEntry>): UploadedAsset => ({
    kind: 'image',
    md5ext: String(c.md5ext ?? ''),
    name: String(c.name ?? ''),
    // Reverse of costumeOf, so saving again keeps the centre.
    width: Number(c.rotationCenterX ?? 0) * 2,
    height: Number(c.rotationCenterY ?? 0) * 2,
  });
  const asSound = (s: Partial<SoundEntry>): UploadedAsset => ({
    kind: 'sound',
    md5ext: String(s.md5ext ?? ''),
    name: String(s.name ?? ''),
    rate: Number(s.rate ?? 0),
    sampleCount: Number(s.sampleCount ?? 0),
  });
  if (Array.isArray(entry.costumes))
    return [
      ...(entry.costumes as Partial<CostumeEntry>[]).map(asCostume),
      ...((entry.sounds as Partial<SoundEntry>[] | undefined) ?? []).map(asSound),
    ];
  if (typeof entry.md5ext !== 'string') return [];
  return 'rate' in entry
    ? [asSound(entry as Partial<SoundEntry>)]
    : [asCostume(entry as Partial<CostumeEntry>)];
}
