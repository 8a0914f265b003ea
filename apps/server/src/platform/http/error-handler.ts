import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { fail } from './envelope.ts';
import { AppError } from './errors.ts';

const firstZodMessage = (e: ZodError) => e.issues[0]?.message ?? '参数不正确';

/** Maps every thrown error to the envelope; never leaks stack traces or SQL. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(fail(error.status, error.message));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(fail(400, firstZodMessage(error)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '') ?? '';
      const message = issue?.message ?? '参数不正确';
      // Our own messages name the field in Chinese; zod's generic ones need the field name to make sense.
      const generic = /^(无效|数值过|出现未知)/.test(message);
      return reply.status(400).send(fail(400, field && generic ? `参数 ${field} ${message}` : message));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(fail(415, '不支持的请求内容类型'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send(fail(413, '请求内容过大'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(fail(error.statusCode, '请求格式不正确'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(500, '系统繁忙，请稍后再试'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail(404, `资源不存在：${request.method} ${request.url.split('?')[0]}`));
  });
}
