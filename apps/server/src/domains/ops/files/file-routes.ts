import {
  envelopeOf,
  fileIdQuery,
  fileLinkQuery,
  fileListQuery,
  fileUrlSchema,
  PERMS,
  pageResultOf,
  sysFileSchema,
  uploadedPathSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../../crud/excel-export.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { forbidden, notFound, unauthorized } from '../../../platform/http/errors.ts';
import { multipartScope } from '../../../platform/http/multipart.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { deliveryOf, validKey } from '../../../platform/storage/upload-policy.ts';
import type { FileService } from './file-service.ts';

const TAGS = ['ops'];

/** Upload, serving and administration of files. */
export async function fileRoutes(fastify: FastifyInstance, files: FileService) {
  // Multipart parsing only inside this scope; limits are set per request.
  await multipartScope(fastify, async (scope) => {
    const uploadDoc = {
      summary:
        '上传文件：multipart `file`，可选 `biz`（业务目录，也可写作 `bizPath`）与 `isPublic`（`0` 为私有）；`message` 与 `result` 均为存储路径',
      tags: TAGS,
      response: { 200: envelopeOf(uploadedPathSchema) },
    };
    scope.post('/api/sys/common/upload', { config: { guard: 'login' }, schema: uploadDoc }, async (req) => {
      const row = await files.receive(req, req.auth!);
      // JeecgBoot clients read the stored path from `message`.
      return ok(row.path, row.path);
    });
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sys/common/static/*',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '读取文件（公开文件无需令牌，私有文件需授权）：图片内联显示，其余一律附件下载并带 `nosniff`；私有文件需所有者或文件管理员的令牌，或签名链接',
    ),
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!validKey(key)) throw notFound('文件不存在');
      const file = await files.byPath(key);
      if (!file) throw notFound('文件不存在');
      const query = req.query as Record<string, unknown>;
      if (
        !file.isPublic &&
        !files.mayRead(req.auth, file) &&
        !files.links.verify(key, query.expires, query.sign)
      ) {
        if (!req.auth) throw unauthorized('该文件不公开，请登录后访问或使用授权链接');
        throw forbidden('没有权限访问该文件');
      }
      const delivery = deliveryOf(file.type);
      const inline = delivery.inline && query.download === undefined;
      const direct = file.isPublic && inline ? files.storage.publicUrl(key) : undefined;
      if (direct) return reply.redirect(direct, 302);
      const data = await files.storage.get(key);
      if (!data) throw notFound('文件不存在');
      const disposition = contentDisposition(file.name, `file.${file.type}`);
      return reply
        .header('Content-Type', delivery.contentType)
        .header('Content-Length', data.length)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Content-Disposition', inline ? disposition.replace(/^attachment/, 'inline') : disposition)
        .header('Cache-Control', file.isPublic ? 'public, max-age=86400' : 'private, no-store')
        .send(data);
    },
  );

  const crud = crudRoutes(app, '/api/sys/file', TAGS);
  crud.read('list', {
    perm: PERMS.file.list,
    summary: '文件列表：`name`、`type`、`biz`、`isPublic`、分页；每行带可访问的 `url`',
    query: fileListQuery,
    result: pageResultOf(sysFileSchema),
    message: '查询成功',
    find: (auth, { pageNo, pageSize, ...q }) => files.list(auth.tenantId, q, pageNo, pageSize),
  });
  crud.delete({
    perm: PERMS.file.delete,
    summary: '删除记录与存储中的文件',
    query: fileIdQuery,
    message: '删除成功！',
    remove: (auth, q) => files.remove(auth, q.id),
  });

  // A ten-minute link to a private file, for its owner or a file administrator.
  crud.read('signedUrl', {
    perm: 'login',
    summary: '私有文件 10 分钟有效的签名链接（`?id=` 或 `?path=`，所有者或文件管理员）',
    query: fileLinkQuery,
    result: fileUrlSchema,
    find: (auth, q) => files.linkFor(auth, q),
  });
}
