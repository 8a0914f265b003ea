import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

export interface MultipartForm {
  /** The one `file` part, when sent: the name as the client sent it (path kept) and its bytes. */
  file?: { name: string; data: Buffer };
  /** The text fields. */
  fields: Record<string, string>;
}

export interface MultipartOptions {
  /** At most this many bytes of the file; a larger one is refused with `tooLarge`. */
  fileSize: number;
  /** At most this many text fields, each at most `fieldSize` bytes when given. */
  fields: number;
  fieldSize?: number;
  /** What the file is called in messages: 文件 (the default) or 照片. */
  what?: string;
  tooLarge: () => Error;
}

/**
 * Reads a multipart body: its text fields and one part named `file`. The file's name keeps its path as
 * sent, so a `../` probe can be refused rather than silently trimmed. Any malformed body is a 400.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  options: MultipartOptions,
): Promise<MultipartForm> {
  const what = options.what ?? '文件';
  if (!req.isMultipart()) throw badRequest(`请以 multipart/form-data 上传${what}`);
  const form: MultipartForm = { fields: {} };
  try {
    const parts = req.parts({
      preservePath: true,
      limits: { fileSize: options.fileSize, files: 1, fields: options.fields, fieldSize: options.fieldSize },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== 'file') {
        file.file.resume();
        throw badRequest(`请通过字段 file 上传${what}`);
      }
      const data = await file.toBuffer();
      if (file.file.truncated) throw options.tooLarge();
      form.file = { name: file.filename, data };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    throw badRequest('上传内容格式不正确');
  }
  return form;
}

/**
 * Registers `routes` in a scope of their own that parses multipart bodies, so that only these routes
 * accept uploads (each reads its parts with its own limits).
 */
export function multipartScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
) {
  return app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    await routes(scope);
  });
}
