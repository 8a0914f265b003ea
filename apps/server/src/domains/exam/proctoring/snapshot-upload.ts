import { SNAPSHOT_MAX_BYTES, type SnapshotFields, snapshotFields } from '@ck/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../platform/http/errors.ts';
import { readMultipartForm } from '../../../platform/http/multipart.ts';
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
  const { fields: raw, file } = await readMultipartForm(req, {
    fileSize: SNAPSHOT_MAX_BYTES + 1,
    fields: 5,
    fieldSize: 1024,
    what: '照片',
    tooLarge: () => badRequest(TOO_LARGE),
  });
  const data = file?.data;
  if (data && data.length > SNAPSHOT_MAX_BYTES) throw badRequest(TOO_LARGE);
  const parsed = snapshotFields.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '参数不正确');
  if (!data?.length) throw badRequest('请选择要上传的照片');
  const ext = rasterFormat(data);
  if (!ext) throw badRequest('照片必须是 JPEG、PNG 或 WebP 图片');
  return { fields: parsed.data, data, ext };
}
