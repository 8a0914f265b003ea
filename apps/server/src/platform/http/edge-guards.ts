import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { FALLBACK_HTML_POLICY } from './content-security.ts';
import { fail } from './envelope.ts';
import { badRequest } from './errors.ts';

// Request-wide rules that hold for every route at once, before any domain code runs.

/** Query parameters whose values are secrets: session tokens and link signatures. */
const SECRET_PARAMS = /([?&](?:token|access_token|x-access-token|sign|signature|ticket|code)=)[^&#]*/gi;

/** A URL as it may be logged: secret parameter values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[已隐藏]');
}

/** The request line as the log records it: never a token or a signature. */
export const logSerializers: NonNullable<Extract<FastifyServerOptions['logger'], object>>['serializers'] = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};

// NUL (PostgreSQL cannot store it in text) and UTF-16 halves without their pair (not text at all).
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const INVALID = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether any string inside a parsed body / query (objects and arrays, 20 levels deep) holds an invalid character. */
export function holdsInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return INVALID.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((v) => holdsInvalidText(v, depth + 1));
  // File streams of multipart uploads are not text.
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  return Object.entries(value).some(([k, v]) => INVALID.test(k) || holdsInvalidText(v, depth + 1));
}

/**
 * Refuses, for every route, text the database cannot or should not store: NUL and control characters,
 * and lone surrogates, in the path, the query or a JSON / form body.
 */
export function installEdgeGuards(app: FastifyInstance) {
  // Many clients send `Content-Type: application/json` with no body (logout and other body-less
  // calls): read that as no body instead of refusing it; anything else goes to the usual JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (
      holdsInvalidText(request.params) ||
      holdsInvalidText(request.query) ||
      holdsInvalidText(request.body)
    ) {
      throw badRequest('请求中包含无效字符（如空字符或不完整的文字编码），请检查后重试');
    }
  });
  // Pages of this site may be framed by this site only (the editors are), never by another one. The
  // web bundle's pages set their whole policy (static-web.ts); any other HTML gets at least this.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      if (!reply.hasHeader('content-security-policy'))
        reply.header('Content-Security-Policy', FALLBACK_HTML_POLICY);
    }
    return payload;
  });
}

/** Requests the router cannot even parse (a broken percent-encoding) get the envelope too. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_BAD_URL' ? '请求地址格式不正确' : '请求格式不正确';
  reply.code(400).send(fail(400, message));
}
