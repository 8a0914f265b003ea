import type { MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../platform/http/errors.ts';

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * The `file` part (.xlsx, at most 10 MB) and the contest it is for: the `contestId` form field sent
 * before the file, or `?contestId=`.
 */
export async function uploadedSheet(req: FastifyRequest): Promise<{ contestId: string; buffer: Buffer }> {
  if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传 .xlsx 文件');
  const file = await req
    .file({ limits: { fileSize: MAX_BYTES, files: 1, fields: 20, parts: 30 } })
    .catch(() => {
      throw badRequest('上传内容格式不正确');
    });
  if (file?.fieldname !== 'file') throw badRequest('请通过字段 file 上传文件');
  const field = file.fields.contestId as MultipartValue | undefined;
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.contestId;
  const contestId = String(field?.value ?? fromQuery ?? '').trim();
  if (!contestId || contestId.length > 36) throw badRequest('请选择赛事');
  if (!/\.xlsx$/i.test(file.filename)) throw badRequest('只支持 .xlsx 格式的文件');
  const buffer = await file.toBuffer().catch(() => {
    throw new AppError(413, '文件不能超过 10MB');
  });
  // An xlsx is a zip archive: refuse anything else before handing it to the parser.
  if (buffer.subarray(0, 4).toString('binary') !== 'PK\x03\x04') throw badRequest('文件不是有效的 xlsx 文件');
  return { contestId, buffer };
}
