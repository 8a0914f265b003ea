import { SNAPSHOT_MAX_BYTES, type SnapshotFields, snapshotFields } from '@ck/shared';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../platform/http/errors.ts';
import { type RasterFormat, rasterFormat } from '../../../platform/storage/image-format.ts';

export type SnapshotExt = RasterFormat;

export const SNAPSHOT_TYPES: Record<SnapshotExt, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const TOO_LARGE = `照片不能超过 ${SNAPSHOT_MAX_BYTES / 1024 / 1024}MB`;

/**
 * Reads a snapshot upload: the text fields and the one `file` part, at most 1 MB (one byte more is read
 * so that "too large" is told apart from "exactly the limit"), a PNG / JPEG / WebP by its magic bytes.
 */
export async function readSnapshotForm(
  req: FastifyRequest,
): Promise<{ fields: SnapshotFields; data: Buffer; ext: SnapshotExt }> {
  if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传照片');
  const raw: Record<string, string> = {};
  let data: Buffer | undefined;
  try {
    const parts = req.parts({
      limits: { fileSize: SNAPSHOT_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== 'file') {
        file.file.resume();
        throw badRequest('请通过字段 file 上传照片');
      }
      data = await file.toBuffer();
      if (file.file.truncated || data.length > SNAPSHOT_MAX_BYTES) throw badRequest(TOO_LARGE);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_LARGE);
    throw badRequest('上传内容格式不正确');
  }
  const parsed = snapshotFields.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '参数不正确');
  if (!data?.length) throw badRequest('请选择要上传的照片');
  const ext = rasterFormat(data);
  if (!ext) throw badRequest('照片必须是 JPEG、PNG 或 WebP 图片');
  return { fields: parsed.data, data, ext };
}
