import { createHash } from 'node:crypto';
import type { ScratchCostume, ScratchSound, ScratchSprite } from '@ck/shared';
import { STARTER_BACKDROPS, STARTER_SPRITES } from './starter-art.ts';
import { SOUND_RATE, starterSounds } from './starter-sounds.ts';

/** One row of the starter library: a deterministic id, so seeding again finds it (and skips it). */
export interface StarterEntry {
  id: string;
  assetType: 1 | 2 | 3 | 4;
  assetName: string;
  tags: string[];
  entry: ScratchSprite | ScratchCostume | ScratchSound;
  orderNum: number;
}

export interface StarterSet {
  entries: StarterEntry[];
  /** The bytes of every file, by md5ext. */
  files: Map<string, Buffer>;
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

let built: StarterSet | null = null;

/** The starter set, made once per process from the drawings and synthesised sounds in this folder. */
export function starterSet(): StarterSet {
  if (built) return built;
  const files = new Map<string, Buffer>();
  const file = (data: Buffer, ext: 'svg' | 'wav') => {
    const assetId = md5(data);
    files.set(`${assetId}.${ext}`, data);
    return { assetId, md5ext: `${assetId}.${ext}` };
  };
  const sounds = starterSounds().map((s) => ({
    key: s.key,
    entry: {
      name: s.name,
      tags: s.tags,
      ...file(s.wav, 'wav'),
      dataFormat: 'wav' as const,
      rate: SOUND_RATE,
      sampleCount: s.sampleCount,
    },
  }));
  const pop = sounds[0].entry;
  const entries: StarterEntry[] = [];
  STARTER_SPRITES.forEach((sprite, i) => {
    const costumes: ScratchCostume[] = sprite.costumes.map((c) => ({
      name: c.name,
      tags: sprite.tags,
      ...file(Buffer.from(c.svg), 'svg'),
      dataFormat: 'svg',
      bitmapResolution: 1,
      rotationCenterX: c.centerX,
      rotationCenterY: c.centerY,
    }));
    entries.push({
      id: `starter-sprite-${sprite.key}`,
      assetType: 1,
      assetName: sprite.name,
      tags: sprite.tags,
      entry: {
        name: sprite.name,
        tags: sprite.tags,
        isStage: false,
        costumes,
        sounds: [{ ...pop, tags: [] }],
        variables: {},
        blocks: {},
      },
      orderNum: i,
    });
    costumes.forEach((c, j) => {
      entries.push({
        id: `starter-costume-${sprite.costumes[j].key}`,
        assetType: 2,
        assetName: c.name,
        tags: sprite.tags,
        entry: c,
        orderNum: i * 10 + j,
      });
    });
  });
  STARTER_BACKDROPS.forEach((b, i) => {
    entries.push({
      id: `starter-backdrop-${b.key}`,
      assetType: 3,
      assetName: b.name,
      tags: b.tags,
      entry: {
        name: b.name,
        tags: b.tags,
        ...file(Buffer.from(b.svg), 'svg'),
        dataFormat: 'svg',
        bitmapResolution: 1,
        rotationCenterX: 240,
        rotationCenterY: 180,
      },
      orderNum: i,
    });
  });
  sounds.forEach((s, i) => {
    entries.push({
      id: `starter-sound-${s.key}`,
      assetType: 4,
      assetName: s.entry.name,
      tags: s.entry.tags,
      entry: s.entry,
      orderNum: i,
    });
  });
  built = { entries, files };
  return built;
}

/** The bytes of a starter file, or undefined when `md5ext` is not one. */
export const starterFile = (md5ext: string) => starterSet().files.get(md5ext);
