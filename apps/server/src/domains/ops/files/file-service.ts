import { type PageResult, PERMS, type SysFile } from '@ck/shared';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { AppConfig } from '../../../config/env.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { type MultipartForm, readMultipartForm } from '../../../platform/http/multipart.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { type FileLinks, publicUrlOf } from '../../../platform/storage/file-links.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import {
  bizProblem,
  deliveryOf,
  extensionOf,
  nameProblem,
  storageKey,
  uploadIsPublic,
  validKey,
} from '../../../platform/storage/upload-policy.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysFile } from '../tables.ts';
import { assertStorageRoom, isStudentLevel } from './storage-quota.ts';

export type FileRow = typeof sysFile.$inferSelect;
export const FILE_ADMIN = PERMS.file.list;

/** Reads the multipart body: one `file` part within the size limit, plus short text fields. */
function readForm(req: FastifyRequest, maxBytes: number): Promise<MultipartForm> {
  return readMultipartForm(req, {
    fileSize: maxBytes,
    fields: 10,
    fieldSize: 1000,
    tooLarge: () => new AppError(413, `文件大小不能超过 ${Math.round(maxBytes / 1024 / 1024)}MB`),
  });
}

/** One page of file records, newest first, with the total. */
export async function pageFileRows(db: Db, where: SQL | undefined, pageNo: number, pageSize: number) {
  const [{ total }] = await db.select({ total: count() }).from(sysFile).where(where);
  const rows = await db
    .select()
    .from(sysFile)
    .where(where)
    .orderBy(desc(sysFile.createTime), desc(sysFile.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { rows, total };
}

export class FileService {
  constructor(
    private readonly db: Db,
    readonly storage: FileStorage,
    readonly links: FileLinks,
    private readonly upload: AppConfig['upload'],
  ) {}

  async receive(req: FastifyRequest, auth: AuthContext) {
    const form = await readForm(req, this.upload.maxBytes);
    if (!form.file) throw badRequest('请选择要上传的文件');
    const { name, data } = form.file;
    const problem = nameProblem(name);
    if (problem) throw badRequest(problem);
    // `bizPath` is the same field under the name JeecgBoot clients send.
    const biz = (form.fields.biz ?? form.fields.bizPath ?? '').trim() || 'upload';
    const bizIssue = bizProblem(biz);
    if (bizIssue) throw badRequest(bizIssue);
    const ext = extensionOf(name);
    if (!ext || !this.upload.extensions.includes(ext))
      throw badRequest(
        `不支持的文件类型：${ext ? `.${ext}` : '无扩展名'}，允许：${this.upload.extensions.join('、')}`,
      );
    if (!data.length) throw badRequest('不能上传空文件');
    const isPublic = uploadIsPublic(biz, form.fields.isPublic, { student: isStudentLevel(auth.level) });

    await assertStorageRoom(this.db, auth, data.length, this.upload.quotaMb);
    const key = storageKey(biz, name, ext);
    await this.storage.put(key, data, deliveryOf(ext).contentType);
    const row = {
      id: uuidv7(),
      tenantId: auth.tenantId,
      name,
      path: key,
      size: data.length,
      type: ext,
      storage: this.storage.kind,
      biz,
      ownerId: auth.userId,
      isPublic,
      createBy: auth.username,
    };
    try {
      await this.db.insert(sysFile).values(row);
    } catch (err) {
      await this.storage.remove(key).catch(() => undefined);
      throw err;
    }
    return row;
  }

  async byPath(key: string) {
    const [row] = await this.db
      .select()
      .from(sysFile)
      .where(and(eq(sysFile.path, key), eq(sysFile.delFlag, 0)));
    return row;
  }

  async byId(tenantId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(sysFile)
      .where(and(eq(sysFile.id, id), liveScope(sysFile, tenantId)));
    return row;
  }

  /** The owner, or a file administrator of the same tenant. */
  mayRead(auth: AuthContext | null, file: FileRow): boolean {
    if (!auth) return false;
    return auth.userId === file.ownerId || (auth.tenantId === file.tenantId && auth.perms.has(FILE_ADMIN));
  }

  urlOf(file: FileRow) {
    return file.isPublic ? publicUrlOf(file.path) : this.links.signedUrl(file.path);
  }

  /** A URL to a file found by id or storage path, for its owner or a file administrator (or anyone, if public). */
  async linkFor(auth: AuthContext, q: { id?: string; path?: string }) {
    const file = q.id
      ? await this.byId(auth.tenantId, q.id)
      : q.path && validKey(q.path)
        ? await this.byPath(q.path)
        : undefined;
    if (!file) throw notFound('文件不存在');
    if (!file.isPublic && !this.mayRead(auth, file)) throw forbidden('没有权限访问该文件');
    return this.urlOf(file);
  }

  async list(
    tenantId: string,
    q: { name?: string; type?: string; isPublic?: boolean; biz?: string },
    pageNo: number,
    pageSize: number,
  ): Promise<PageResult<SysFile>> {
    const conds: SQL[] = [tenantScope(sysFile, tenantId), eq(sysFile.delFlag, 0)];
    if (q.name) conds.push(ilike(sysFile.name, likePattern(q.name)));
    if (q.type) conds.push(eq(sysFile.type, q.type.toLowerCase()));
    if (q.biz) conds.push(eq(sysFile.biz, q.biz));
    if (q.isPublic !== undefined) conds.push(eq(sysFile.isPublic, q.isPublic));
    const where = and(...conds);
    const { rows, total } = await pageFileRows(this.db, where, pageNo, pageSize);
    return {
      records: rows.map((r) => ({
        id: r.id,
        name: r.name,
        path: r.path,
        size: r.size,
        type: r.type,
        storage: r.storage,
        biz: r.biz,
        isPublic: r.isPublic,
        createBy: r.createBy,
        createTime: formatDateTime(r.createTime),
        url: this.urlOf(r),
      })),
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    };
  }

  async remove(auth: AuthContext, id: string) {
    const file = await this.byId(auth.tenantId, id);
    if (!file) throw notFound('文件不存在');
    await this.db
      .update(sysFile)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(eq(sysFile.id, id));
    await this.storage.remove(file.path);
  }
}
