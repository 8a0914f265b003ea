import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { createdFields } from '../record-fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { BACKPACK_ITEM_TYPES, SCRATCH_ASSET_TYPES } from './codes.ts';

/**
 * The Scratch asset library the editor reads instead of Scratch's servers, and the per-user backpack.
 * Library entries have the shape of the Scratch GUI's own library JSON (sprites / costumes / backdrops /
 * sounds); their files are served by `GET /api/teaching/teachingScratchAssets/asset/<md5ext>`.
 */

/** Kinds of asset files: Scratch names them `<md5 of the bytes>.<ext>`. */
export const SCRATCH_ASSET_FORMATS = ['svg', 'png', 'jpg', 'wav', 'mp3'] as const;
export type ScratchAssetFormat = (typeof SCRATCH_ASSET_FORMATS)[number];
export const MD5EXT_RE = /^[a-f0-9]{32}\.(svg|png|jpg|wav|mp3)$/;
/** Largest asset file (uploadAsset, backpack body). */
export const SCRATCH_ASSET_MAX_BYTES = 10 * 1024 * 1024;
/** Most backpack items a user keeps. */
export const BACKPACK_MAX_ITEMS = 200;
/** URL path of an asset file, relative to the site. */
export const SCRATCH_ASSET_URL_PREFIX = '/api/teaching/teachingScratchAssets/asset/';

const md5ext = z
  .string({ error: '缺少素材文件' })
  .regex(MD5EXT_RE, '素材文件名必须是 32 位 md5 加 .svg/.png/.jpg/.wav/.mp3');
const assetId = z.string().regex(/^[a-f0-9]{32}$/, '素材 assetId 必须是 32 位 md5');
const tagList = z.array(z.string().trim().min(1).max(30, '标签不能超过 30 个字符')).max(20, '标签最多 20 个');
const entryName = requiredText(100, '名称');

/** What every library entry has: its name and tags. */
const entryFields = { name: entryName, tags: tagList.default([]) };
/** A costume's or sound's entry fields and its file. */
const fileEntryFields = { ...entryFields, assetId, md5ext };

/** A costume or backdrop entry (Scratch's costumes.json / backdrops.json). */
export const scratchCostumeSchema = z.object({
  ...fileEntryFields,
  dataFormat: z.enum(['svg', 'png', 'jpg'], { error: '造型只能是 svg、png 或 jpg' }),
  bitmapResolution: z.coerce.number().int().min(1).max(2).default(1),
  rotationCenterX: z.coerce.number({ error: '旋转中心必须是数字' }).min(-10_000).max(10_000),
  rotationCenterY: z.coerce.number({ error: '旋转中心必须是数字' }).min(-10_000).max(10_000),
});
export type ScratchCostume = z.infer<typeof scratchCostumeSchema>;

/** A sound entry (Scratch's sounds.json). */
export const scratchSoundSchema = z.object({
  ...fileEntryFields,
  dataFormat: z.enum(['wav', 'mp3'], { error: '声音只能是 wav 或 mp3' }),
  rate: z.coerce.number({ error: '采样率必须是数字' }).int().min(1).max(384_000),
  sampleCount: z.coerce.number({ error: '采样数必须是数字' }).int().min(0).max(1_000_000_000),
});
export type ScratchSound = z.infer<typeof scratchSoundSchema>;

/** A sprite entry (Scratch's sprites.json): at least one costume. */
export const scratchSpriteSchema = z.object({
  ...entryFields,
  isStage: z.literal(false).default(false),
  costumes: z.array(scratchCostumeSchema).min(1, '角色至少要有一个造型').max(100, '造型过多'),
  sounds: z.array(scratchSoundSchema).max(100, '声音过多').default([]),
  variables: z.record(z.string(), z.unknown()).default({}),
  blocks: z.record(z.string(), z.unknown()).default({}),
});
export type ScratchSprite = z.infer<typeof scratchSpriteSchema>;

/** `getScratchAssets`: the four libraries the editor shows. */
export const scratchLibrariesSchema = z.object({
  sprites: z.array(scratchSpriteSchema),
  costumes: z.array(scratchCostumeSchema),
  backdrops: z.array(scratchCostumeSchema),
  sounds: z.array(scratchSoundSchema),
});
export type ScratchLibraries = z.infer<typeof scratchLibrariesSchema>;

const assetTypeError = '素材类型只能是 1（角色）、2（造型）、3（背景）或 4（声音）';
const assetType = z.coerce
  .number({ error: assetTypeError })
  .int(assetTypeError)
  .refine((v) => v in SCRATCH_ASSET_TYPES, assetTypeError);

const tagsText = optionalText(200, '标签');

/** `add`: `assetData` is the library entry (an object, or its JSON text); checked against `assetType`. */
export const scratchAssetAddBody = z.object({
  assetType,
  assetName: entryName,
  tags: tagsText,
  assetData: z.union([z.string().max(1_000_000, '素材数据过长'), z.record(z.string(), z.unknown())], {
    error: '请提供素材数据',
  }),
  orderNum: z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0).max(100_000).default(0),
});
export const scratchAssetEditBody = scratchAssetAddBody
  .partial()
  .extend({ id: z.string({ error: '缺少 id' }).min(1, '缺少 id').max(36) });
export type ScratchAssetAddBody = z.input<typeof scratchAssetAddBody>;
export type ScratchAssetEditBody = z.input<typeof scratchAssetEditBody>;

export const scratchAssetListQuery = z.object({
  ...pagingFields({ maxSize: 500, defaultSize: 20 }),
  assetType: assetType.optional(),
  assetName: z.string().max(100).optional(),
  tags: z.string().max(100).optional(),
});

/** A row of the back office's asset list; `previewUrl` is the first file of the entry. */
export const scratchAssetSchema = z.object({
  id: z.string(),
  assetType: z.number().int(),
  assetType_dictText: z.string(),
  assetName: z.string(),
  tags: z.string().nullable(),
  assetData: z.string(),
  previewUrl: z.string().nullable(),
  orderNum: z.number().int(),
  ...createdFields,
});
export type ScratchAsset = z.infer<typeof scratchAssetSchema>;

/** `uploadAsset`: the stored file, named by the md5 of its bytes. */
export const uploadedAssetSchema = z.object({
  md5ext: z.string(),
  assetId: z.string(),
  dataFormat: z.enum(SCRATCH_ASSET_FORMATS),
  /** WAV files: sample rate and count, as a sound entry needs them (null for other files). */
  rate: z.number().int().nullable(),
  sampleCount: z.number().int().nullable(),
});
export type UploadedAsset = z.infer<typeof uploadedAssetSchema>;

export const md5extParams = z.object({ md5ext: z.string().max(64) });

// ---- Backpack ----

const base64 = (label: string, max: number) =>
  z
    .string({ error: `缺少${label}` })
    .min(1, `缺少${label}`)
    // Base64 of `max` bytes is 4/3 as long; the decoded size is checked again on the server.
    .max(Math.ceil((max * 4) / 3) + 4, `${label}不能超过 ${Math.round(max / 1024 / 1024)}MB`)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, `${label}必须是 base64 编码`);

export const backpackAddBody = z.object({
  type: z.enum(BACKPACK_ITEM_TYPES, { error: '类型只能是 costume、sound、script 或 sprite' }),
  name: requiredText(100, '名称'),
  mime: z
    .string({ error: '缺少文件类型' })
    .trim()
    .regex(/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i, '文件类型不正确')
    .max(64),
  body: base64('内容', SCRATCH_ASSET_MAX_BYTES),
  thumbnail: base64('缩略图', 1024 * 1024),
});
export type BackpackAddBody = z.input<typeof backpackAddBody>;

export const backpackListQuery = z.object({
  limit: z.coerce.number({ error: 'limit 必须是整数' }).int().min(1).max(BACKPACK_MAX_ITEMS).default(20),
  offset: z.coerce.number({ error: 'offset 必须是整数' }).int().min(0).max(100_000).default(0),
});
export const backpackIdQuery = z.object({
  id: z.string({ error: '缺少 id' }).trim().min(1, '缺少 id').max(36, 'id 不正确'),
});

/**
 * A backpack item as the Scratch GUI's backpack reads it: costumes and sounds carry their md5ext in
 * `body` (loaded from the asset route); scripts and sprites a signed `bodyUrl` of the stored JSON / zip.
 */
export const backpackItemSchema = z.object({
  id: z.string(),
  type: z.enum(BACKPACK_ITEM_TYPES),
  name: z.string(),
  mime: z.string(),
  thumbnailUrl: z.string().nullable(),
  bodyUrl: z.string(),
  body: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type BackpackItem = z.infer<typeof backpackItemSchema>;
