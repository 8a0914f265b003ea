import {
  BACKPACK_MAX_ITEMS,
  type BackpackItem,
  type backpackAddBody,
  SCRATCH_ASSET_MAX_BYTES,
  SCRATCH_ASSET_URL_PREFIX,
} from '@ck/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysFile } from '../../ops/index.ts';
import { workFileUrl } from '../work/work-urls.ts';
import { assetKey, assetProblem, sniffFormat, storeAsset } from './asset-files.ts';
import { teachingScratchBackpack as b } from './asset-tables.ts';

type AddInput = z.output<typeof backpackAddBody>;

const THUMBNAIL_MAX_BYTES = 1024 * 1024;

/** What each kind of item may hold, by the bytes' signature (the client's mime is only a label). */
const KIND_FORMATS = { costume: ['svg', 'png', 'jpg'], sound: ['wav', 'mp3'] } as const;

/**
 * The Scratch editor's backpack: each user's own costumes, sounds, scripts and sprites. Costume and
 * sound bodies are asset files (by md5, like the library); scripts (JSON) and sprites (sprite3 zip)
 * and the thumbnails are private files of the user, reached by signed links.
 */
export class BackpackService {
  constructor(private readonly ctx: AppContext) {}

  private decode(text: string, label: string, max: number) {
    const data = Buffer.from(text, 'base64');
    if (!data.length) throw badRequest(`${label}不能为空`);
    if (data.length > max) throw new AppError(413, `${label}不能超过 ${Math.round(max / 1024 / 1024)}MB`);
    return data;
  }

  /** Stores a private file of the user with its `sys_file` row (the static route serves it to them). */
  private async putPrivate(auth: AuthContext, data: Buffer, ext: string, contentType: string, name: string) {
    const key = `backpack/${auth.userId}/${uuidv7()}.${ext}`;
    await this.ctx.storage.put(key, data, contentType);
    await this.ctx.db.insert(sysFile).values({
      id: uuidv7(),
      tenantId: auth.tenantId,
      name: `${name.slice(0, 200)}.${ext}`,
      path: key,
      size: data.length,
      type: ext,
      storage: this.ctx.storage.kind,
      biz: 'backpack',
      ownerId: auth.userId,
      isPublic: false,
      createBy: auth.username,
    });
    return key;
  }

  /** The body's storage key after checking it fits the item's type. */
  private async storeBody(auth: AuthContext, input: AddInput, body: Buffer) {
    if (input.type === 'costume' || input.type === 'sound') {
      const format = sniffFormat(body);
      const allowed: readonly string[] = KIND_FORMATS[input.type];
      if (!format || !allowed.includes(format))
        throw badRequest(
          input.type === 'costume' ? '造型只能是 svg、png 或 jpg 图片' : '声音只能是 wav 或 mp3',
        );
      const problem = assetProblem(body, format);
      if (problem) throw badRequest(problem);
      return assetKey(await storeAsset(this.ctx.storage, body, format));
    }
    if (input.type === 'script') {
      try {
        JSON.parse(body.toString('utf8'));
      } catch {
        throw badRequest('脚本内容必须是 JSON');
      }
      return this.putPrivate(auth, body, 'json', 'application/json', input.name);
    }
    if (body.subarray(0, 4).toString('binary') !== 'PK\x03\x04')
      throw badRequest('角色内容必须是 sprite3（zip）文件');
    return this.putPrivate(auth, body, 'zip', 'application/zip', input.name);
  }

  async add(auth: AuthContext, input: AddInput): Promise<BackpackItem> {
    const body = this.decode(input.body, '内容', SCRATCH_ASSET_MAX_BYTES);
    const thumbnail = this.decode(input.thumbnail, '缩略图', THUMBNAIL_MAX_BYTES);
    const thumbFormat = sniffFormat(thumbnail);
    if (thumbFormat !== 'png' && thumbFormat !== 'jpg') throw badRequest('缩略图只能是 png 或 jpg 图片');
    const [{ n }] = await this.ctx.db.select({ n: count() }).from(b).where(eq(b.userId, auth.userId));
    if (Number(n) >= BACKPACK_MAX_ITEMS)
      throw badRequest(`书包最多保存 ${BACKPACK_MAX_ITEMS} 项，请先删除一些`);
    const bodyPath = await this.storeBody(auth, input, body);
    const thumbnailPath = await this.putPrivate(
      auth,
      thumbnail,
      thumbFormat,
      thumbFormat === 'png' ? 'image/png' : 'image/jpeg',
      `${input.name}_thumb`,
    );
    const row = {
      id: uuidv7(),
      tenantId: auth.tenantId,
      userId: auth.userId,
      type: input.type,
      name: input.name,
      mime: input.mime,
      bodyPath,
      thumbnailPath,
      createTime: new Date(),
    };
    await this.ctx.db.insert(b).values(row);
    return this.json(row);
  }

  private json(row: typeof b.$inferSelect): BackpackItem {
    const isAsset = row.bodyPath.startsWith('scratch-assets/');
    const md5ext = isAsset ? row.bodyPath.slice('scratch-assets/'.length) : null;
    return {
      id: row.id,
      type: row.type as BackpackItem['type'],
      name: row.name,
      mime: row.mime,
      thumbnailUrl: workFileUrl(this.ctx, row.thumbnailPath),
      bodyUrl: md5ext ? `${SCRATCH_ASSET_URL_PREFIX}${md5ext}` : (workFileUrl(this.ctx, row.bodyPath) ?? ''),
      body: md5ext,
      createTime: formatDateTime(row.createTime),
    };
  }

  /** The user's own items, newest first. */
  async list(auth: AuthContext, limit: number, offset: number) {
    const rows = await this.ctx.db
      .select()
      .from(b)
      .where(and(tenantScope(b, auth), eq(b.userId, auth.userId)))
      .orderBy(desc(b.createTime), desc(b.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => this.json(r));
  }

  /** Deletes one of the user's own items and its private files (asset files are shared, they stay). */
  async remove(auth: AuthContext, id: string) {
    const [row] = await this.ctx.db
      .select()
      .from(b)
      .where(and(eq(b.id, id), eq(b.userId, auth.userId), tenantScope(b, auth)));
    if (!row) throw notFound('书包中没有这一项');
    await this.ctx.db.delete(b).where(eq(b.id, row.id));
    for (const key of [row.bodyPath, row.thumbnailPath]) {
      if (!key || key.startsWith('scratch-assets/')) continue;
      await this.ctx.db
        .update(sysFile)
        .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
        .where(eq(sysFile.path, key));
      await this.ctx.storage.remove(key).catch(() => undefined);
    }
  }
}
