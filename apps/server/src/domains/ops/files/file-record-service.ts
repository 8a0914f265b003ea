import { and, eq, ilike, inArray, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysFile } from '../tables.ts';
import {
  FILE_KIND_TEXT,
  FILE_KINDS,
  FILE_LOCATION_TEXT,
  type FileKind,
  fileKindOf,
  fileLocationOf,
  KNOWN_EXTENSIONS,
} from './file-record-kinds.ts';
import { type FileRow, type FileService, pageFileRows } from './file-service.ts';

export interface FileRecordQuery {
  fileName?: string;
  fileType?: FileKind;
  fileLocation?: '1' | '2';
  fileTag?: string;
}

/** The upload records in the shape of JeecgBoot's file manager (`fileName`, `filePath`, `fileType` ...). */
export class FileRecords {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  view(r: FileRow) {
    const kind = fileKindOf(r.type);
    const location = fileLocationOf(r.storage);
    return {
      id: r.id,
      fileName: r.name,
      filePath: r.path,
      fileType: kind,
      fileType_dictText: FILE_KIND_TEXT[kind],
      fileLocation: location,
      fileLocation_dictText: FILE_LOCATION_TEXT[location],
      fileTag: r.biz ?? '',
      size: r.size,
      isPublic: r.isPublic,
      url: this.files.urlOf(r),
      createBy: r.createBy ?? null,
      createTime: formatDateTime(r.createTime),
      updateBy: r.updateBy ?? null,
      updateTime: formatDateTime(r.updateTime),
    };
  }

  async list(auth: AuthContext, q: FileRecordQuery, pageNo: number, pageSize: number) {
    const conds: SQL[] = [tenantScope(sysFile, auth), eq(sysFile.delFlag, 0)];
    if (q.fileName) conds.push(ilike(sysFile.name, likePattern(q.fileName)));
    if (q.fileTag) conds.push(ilike(sysFile.biz, likePattern(q.fileTag)));
    if (q.fileLocation)
      conds.push(q.fileLocation === '1' ? eq(sysFile.storage, 'local') : ne(sysFile.storage, 'local'));
    if (q.fileType === 'other') conds.push(notInArray(sysFile.type, KNOWN_EXTENSIONS));
    else if (q.fileType) conds.push(inArray(sysFile.type, [...FILE_KINDS[q.fileType]]));
    const where = and(...conds);
    const { rows, total } = await pageFileRows(this.db, where, pageNo, pageSize);
    return {
      records: rows.map((r) => this.view(r)),
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    };
  }

  async byId(auth: AuthContext, id: string) {
    const row = await this.files.byId(auth.tenantId, id);
    if (!row) throw notFound('文件不存在');
    return row;
  }

  /** `add`: names and tags a file uploaded before (uploading already keeps its record). */
  async register(auth: AuthContext, body: { filePath: string; fileName?: string; fileTag?: string }) {
    const [row] = await this.db
      .select()
      .from(sysFile)
      .where(and(liveScope(sysFile, auth), eq(sysFile.path, body.filePath)));
    if (!row) throw notFound('文件不存在，请先上传文件');
    return this.update(auth, row, body);
  }

  async edit(auth: AuthContext, body: { id: string; fileName?: string; fileTag?: string }) {
    return this.update(auth, await this.byId(auth, body.id), body);
  }

  private async update(auth: AuthContext, row: FileRow, body: { fileName?: string; fileTag?: string }) {
    const [updated] = await this.db
      .update(sysFile)
      .set({
        name: body.fileName ?? row.name,
        biz: body.fileTag === undefined ? row.biz : body.fileTag || null,
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(eq(sysFile.id, row.id))
      .returning();
    return this.view(updated);
  }

  /** Deletes every given file, or none when one of them is missing. */
  async removeMany(auth: AuthContext, ids: string[]) {
    const unique = [...new Set(ids)];
    const rows = await this.db
      .select({ id: sysFile.id })
      .from(sysFile)
      .where(and(liveScope(sysFile, auth), inArray(sysFile.id, unique)));
    if (rows.length !== unique.length) throw notFound('文件不存在');
    for (const id of unique) await this.files.remove(auth, id);
  }
}
