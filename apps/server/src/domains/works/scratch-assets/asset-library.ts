import {
  SCRATCH_ASSET_TYPES,
  SCRATCH_ASSET_URL_PREFIX,
  type ScratchAsset,
  type ScratchCostume,
  type ScratchLibraries,
  type ScratchSound,
  type ScratchSprite,
  scratchAssetAddBody,
  type scratchAssetEditBody,
  type scratchAssetListQuery,
  scratchCostumeSchema,
  scratchSoundSchema,
  scratchSpriteSchema,
} from '@ck/shared';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { assetExists } from './asset-files.ts';
import { teachingScratchAsset as a } from './asset-tables.ts';
import { starterSet } from './starter/starter-set.ts';

type AddInput = z.output<typeof scratchAssetAddBody>;
type EditInput = z.output<typeof scratchAssetEditBody>;
type ListQuery = z.output<typeof scratchAssetListQuery>;
type AssetRow = typeof a.$inferSelect;
type Entry = ScratchSprite | ScratchCostume | ScratchSound;

const ENTRY_SCHEMAS = {
  1: scratchSpriteSchema,
  2: scratchCostumeSchema,
  3: scratchCostumeSchema,
  4: scratchSoundSchema,
};

/** Every file an entry names. */
function filesOf(type: number, entry: Entry): (ScratchCostume | ScratchSound)[] {
  if (type === 1) return [...(entry as ScratchSprite).costumes, ...(entry as ScratchSprite).sounds];
  return [entry as ScratchCostume | ScratchSound];
}

const splitTags = (tags: string | null | undefined) =>
  (tags ?? '')
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 20);

function parseStored(row: AssetRow): Entry | null {
  try {
    const parsed = ENTRY_SCHEMAS[row.assetType as 1 | 2 | 3 | 4]?.safeParse(JSON.parse(row.assetData));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The Scratch asset library of a tenant (admins edit it; the editor reads it). */
export class AssetLibrary {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /**
   * The library entry of `assetData` for `assetType`: its shape checked, the name and tags of the row
   * put in, `assetId` and `dataFormat` matching each md5ext, and every file present in storage.
   */
  private async entryOf(assetType: number, data: unknown, name: string, tags: string | null): Promise<Entry> {
    let raw = data;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        throw badRequest('素材数据不是有效的 JSON');
      }
    }
    const schema = ENTRY_SCHEMAS[assetType as 1 | 2 | 3 | 4];
    const parsed = schema.safeParse(raw);
    if (!parsed.success)
      throw badRequest(
        `素材数据不正确：${[...new Set(parsed.error.issues.map((i) => i.message))].join('；')}`,
      );
    const tagList = tags !== null ? splitTags(tags) : parsed.data.tags;
    const entry = { ...parsed.data, name, tags: tagList } as Entry;
    for (const f of filesOf(assetType, entry)) {
      if (f.md5ext !== `${f.assetId}.${f.dataFormat}`)
        throw badRequest(`素材文件 ${f.md5ext} 与 assetId / dataFormat 不一致`);
      if (!(await assetExists(this.storage, f.md5ext)))
        throw badRequest(`素材文件 ${f.md5ext} 不存在，请先上传`);
    }
    return entry;
  }

  private json(row: AssetRow): ScratchAsset {
    const entry = parseStored(row);
    const first = entry ? filesOf(row.assetType, entry)[0] : undefined;
    return {
      id: row.id,
      assetType: row.assetType,
      assetType_dictText: SCRATCH_ASSET_TYPES[row.assetType as 1 | 2 | 3 | 4] ?? '',
      assetName: row.assetName,
      tags: row.tags,
      assetData: row.assetData,
      previewUrl: first ? `${SCRATCH_ASSET_URL_PREFIX}${first.md5ext}` : null,
      orderNum: row.orderNum,
      createBy: row.createBy,
      createTime: formatDateTime(row.createTime),
    };
  }

  async list(auth: AuthContext, q: ListQuery) {
    const filters: SQL[] = [tenantScope(a, auth), eq(a.delFlag, 0)];
    if (q.assetType) filters.push(eq(a.assetType, q.assetType));
    if (q.assetName?.trim()) filters.push(ilike(a.assetName, likePattern(q.assetName.trim())));
    if (q.tags?.trim()) filters.push(ilike(a.tags, likePattern(q.tags.trim())));
    const where = and(...filters);
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select()
        .from(a)
        .where(where)
        .orderBy(asc(a.assetType), asc(a.orderNum), asc(a.createTime), asc(a.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(a).where(where),
    ]);
    return { records: rows.map((r) => this.json(r)), total: Number(n) };
  }

  private async find(auth: AuthContext, id: string) {
    const [row] = await this.db
      .select()
      .from(a)
      .where(and(liveScope(a, auth), eq(a.id, id)));
    if (!row) throw notFound('素材不存在');
    return row;
  }

  async add(auth: AuthContext, input: AddInput) {
    const entry = await this.entryOf(input.assetType, input.assetData, input.assetName, input.tags);
    const id = uuidv7();
    await this.db.insert(a).values({
      id,
      tenantId: auth.tenantId,
      assetType: input.assetType,
      assetName: input.assetName,
      tags: entry.tags.join(',') || null,
      assetData: JSON.stringify(entry),
      orderNum: input.orderNum,
      createBy: auth.username,
    });
    return id;
  }

  async edit(auth: AuthContext, input: EditInput) {
    const row = await this.find(auth, input.id);
    const merged = scratchAssetAddBody.parse({
      assetType: input.assetType ?? row.assetType,
      assetName: input.assetName ?? row.assetName,
      tags: input.tags !== undefined ? input.tags : row.tags,
      assetData: input.assetData ?? row.assetData,
      orderNum: input.orderNum ?? row.orderNum,
    });
    const entry = await this.entryOf(merged.assetType, merged.assetData, merged.assetName, merged.tags);
    await this.db
      .update(a)
      .set({
        assetType: merged.assetType,
        assetName: merged.assetName,
        tags: entry.tags.join(',') || null,
        assetData: JSON.stringify(entry),
        orderNum: merged.orderNum,
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(tenantScope(a, auth), eq(a.id, row.id)));
  }

  /** Soft delete: the files stay (other entries and saved projects may use the same md5). */
  async remove(auth: AuthContext, id: string) {
    const row = await this.find(auth, id);
    await this.db
      .update(a)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(a, auth), eq(a.id, row.id)));
  }

  /**
   * The four libraries of the editor, in the Scratch GUI's JSON shape. A tenant that has never had a
   * library row (created after installation) gets the built-in starter set.
   */
  async libraries(auth: AuthContext): Promise<ScratchLibraries> {
    const rows = await this.db
      .select()
      .from(a)
      .where(tenantScope(a, auth))
      .orderBy(asc(a.orderNum), asc(a.createTime), asc(a.id));
    const live = rows.length
      ? rows.filter((r) => r.delFlag === 0).map((r) => ({ type: r.assetType, entry: parseStored(r) }))
      : starterSet().entries.map((e) => ({ type: e.assetType as number, entry: e.entry as Entry | null }));
    const of = <T extends Entry>(type: number) =>
      live.filter((r) => r.type === type && r.entry).map((r) => r.entry as T);
    return {
      sprites: of<ScratchSprite>(1),
      costumes: of<ScratchCostume>(2),
      backdrops: of<ScratchCostume>(3),
      sounds: of<ScratchSound>(4),
    };
  }
}
