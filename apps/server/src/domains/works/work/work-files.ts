import { randomBytes } from 'node:crypto';
import { WORK_FILE_LIMITS, type WorkType, type WorkUploadResult } from '@ck/shared';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { readMultipartForm } from '../../../platform/http/multipart.ts';
import { deliveryOf, nameProblem } from '../../../platform/storage/upload-policy.ts';
import { assertStorageRoom, sysFile } from '../../ops/index.ts';
import { COVER_MAX_BYTES, checkCover, checkWorkFile } from './work-file-check.ts';
import { teachingWork, teachingWorkVersion } from './work-tables.ts';

const NOT_YOURS = '文件不存在或不属于你';

/** `work/<userId>/<yyyymmdd>/<random>.<ext>`: every work file lives under its owner's prefix. */
export function workKey(userId: string, ext: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `work/${userId}/${day}/${randomBytes(12).toString('hex')}.${ext}`;
}

export const ownPrefix = (userId: string) => `work/${userId}/`;

/** Reads the one multipart `file` part, refusing anything larger than `maxBytes`. */
async function readUpload(req: FastifyRequest, maxBytes: number): Promise<{ name: string; data: Buffer }> {
  const { file: found } = await readMultipartForm(req, {
    fileSize: maxBytes,
    fields: 10,
    tooLarge: () => badRequest(`文件大小不能超过 ${Math.round((maxBytes / 1024 / 1024) * 10) / 10}MB`),
  });
  if (!found) throw badRequest('请选择要上传的文件');
  const problem = nameProblem(found.name);
  if (problem) throw badRequest(problem);
  return found;
}

/** Stores bytes under the user's prefix and records the private sys_file row. */
export async function storeWorkFile(
  ctx: AppContext,
  auth: { tenantId: string; userId: string; username: string; level: number },
  name: string,
  ext: string,
  data: Buffer,
): Promise<string> {
  await assertStorageRoom(ctx.db, auth, data.length, ctx.config.upload.quotaMb);
  const key = workKey(auth.userId, ext);
  await ctx.storage.put(key, data, deliveryOf(ext).contentType);
  try {
    await ctx.db.insert(sysFile).values({
      id: uuidv7(),
      tenantId: auth.tenantId,
      name: name.slice(0, 255),
      path: key,
      size: data.length,
      type: ext,
      storage: ctx.storage.kind,
      biz: 'work',
      ownerId: auth.userId,
      isPublic: false,
      createBy: auth.username,
    });
  } catch (err) {
    await ctx.storage.remove(key).catch(() => undefined);
    throw err;
  }
  return key;
}

/** `upload`: checks the file for its work type (or as a cover) and stores it privately. */
export async function receiveWorkUpload(
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthContext,
  workType: WorkType,
  kind: 'file' | 'cover',
): Promise<WorkUploadResult> {
  // One byte over the limit is read so that "too large" is told apart from "exactly the limit".
  const limit = kind === 'cover' ? COVER_MAX_BYTES : WORK_FILE_LIMITS[workType];
  const { name, data } = await readUpload(req, limit + 1);
  const ext =
    kind === 'cover'
      ? checkCover(data)
      : await checkWorkFile(workType, name, data, ctx.config.upload.extensions);
  const path = await storeWorkFile(ctx, auth, name, ext, data);
  return { path, size: data.length };
}

/** A path given as workFile / workCover must have been uploaded by the caller. */
export async function assertOwnFile(ctx: AppContext, auth: AuthContext, key: string) {
  if (!key.startsWith(ownPrefix(auth.userId)) || key.includes('..')) throw badRequest(NOT_YOURS);
  const [row] = await ctx.db
    .select({ id: sysFile.id })
    .from(sysFile)
    .where(and(eq(sysFile.path, key), eq(sysFile.ownerId, auth.userId), eq(sysFile.delFlag, 0)));
  if (!row) throw badRequest(NOT_YOURS);
}

/** Copies a stored file into another user's prefix (remix); null when the source is gone. */
export async function copyWorkFile(
  ctx: AppContext,
  auth: AuthContext,
  key: string | null,
): Promise<string | null> {
  if (!key || /^https?:\/\//i.test(key)) return key;
  const data = await ctx.storage.get(key);
  if (!data) return null;
  const ext = (key.split('.').pop() ?? 'bin').toLowerCase();
  return storeWorkFile(ctx, auth, key.split('/').pop() ?? `work.${ext}`, ext, data);
}

/**
 * Removes a file no work or version refers to any more (a pruned version's file). A file still used
 * elsewhere, e.g. the current file of a work or another version, is kept.
 */
export async function releaseFile(ctx: AppContext, key: string | null) {
  if (!key?.startsWith('work/')) return;
  const [work] = await ctx.db
    .select({ id: teachingWork.id })
    .from(teachingWork)
    .where(or(eq(teachingWork.workFile, key), eq(teachingWork.workCover, key)))
    .limit(1);
  if (work) return;
  const [version] = await ctx.db
    .select({ id: teachingWorkVersion.id })
    .from(teachingWorkVersion)
    .where(or(eq(teachingWorkVersion.workFile, key), eq(teachingWorkVersion.workCover, key)))
    .limit(1);
  if (version) return;
  await ctx.db.delete(sysFile).where(eq(sysFile.path, key));
  await ctx.storage.remove(key).catch(() => undefined);
}
