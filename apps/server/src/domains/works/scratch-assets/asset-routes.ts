import {
  backpackAddBody,
  backpackIdQuery,
  backpackItemSchema,
  backpackListQuery,
  envelopeOf,
  md5extParams,
  PERMS,
  SCRATCH_ASSET_MAX_BYTES,
  scratchAssetAddBody,
  scratchAssetEditBody,
  scratchAssetListQuery,
  scratchAssetSchema,
  scratchLibrariesSchema,
  teachingIdQuery,
  uploadedAssetSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/errors.ts';
import { multipartScope } from '../../../platform/http/multipart.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import {
  ASSET_CONTENT_TYPES,
  assetProblem,
  formatOf,
  isMd5ext,
  readAsset,
  sniffFormat,
  storeAsset,
  wavInfo,
} from './asset-files.ts';
import { AssetLibrary } from './asset-library.ts';
import { BackpackService } from './backpack-service.ts';

const BASE = '/api/teaching/teachingScratchAssets';
const TAGS = ['works'];

/** Routes of the Scratch asset library and backpack. */
export function scratchAssetRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const library = new AssetLibrary(ctx.db, ctx.storage);
  const backpack = new BackpackService(ctx);

  const crud = crudRoutes(app, BASE, TAGS);
  crud.list({
    perm: PERMS.scratchAssets.list,
    summary: '素材库列表（管理员）：按 `assetType`（1 角色 2 造型 3 背景 4 声音）、名称、标签筛选',
    query: scratchAssetListQuery,
    row: scratchAssetSchema,
    find: (auth, q) => library.list(auth, q),
  });
  crud.add({
    perm: PERMS.scratchAssets.add,
    summary:
      '新增素材 → `{id}`：`assetData` 为 Scratch 素材库条目（对象或其 JSON），引用的 md5ext 文件须已通过 uploadAsset 上传',
    body: scratchAssetAddBody,
    message: '添加成功！',
    save: (auth, body) => library.add(auth, body),
  });
  crud.edit({
    perm: PERMS.scratchAssets.edit,
    summary: '修改素材 `{id, ...}`：只改提交的字段，规则同新增',
    body: scratchAssetEditBody,
    message: '编辑成功!',
    save: (auth, body) => library.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.scratchAssets.delete,
    summary: '删除素材（逻辑删除；文件保留，其他素材或作品可能仍在使用）',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => library.remove(auth, q.id),
  });

  crud.read('getScratchAssets', {
    perm: 'login',
    summary:
      'Scratch 编辑器的素材库：`{sprites, costumes, backdrops, sounds}`，与 Scratch 官方素材库 JSON 同形；文件从 `asset/<md5ext>` 读取',
    result: scratchLibrariesSchema,
    find: (auth) => library.libraries(auth),
  });

  app.get(
    `${BASE}/asset/:md5ext`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '素材文件（公开）：`<32 位 md5>.<svg|png|jpg|wav|mp3>`，内容不变，长期缓存；SVG 以图片类型返回并带沙箱 CSP',
      { params: md5extParams },
    ),
    async (req, reply) => {
      const { md5ext } = req.params;
      if (!isMd5ext(md5ext)) throw notFound('素材文件不存在');
      const etag = `"${md5ext.slice(0, 32)}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      const data = await readAsset(ctx.storage, md5ext);
      if (!data) throw notFound('素材文件不存在');
      return reply.header('Content-Type', ASSET_CONTENT_TYPES[formatOf(md5ext)]).send(data);
    },
  );

  crud.read('backpack', {
    perm: 'login',
    summary:
      '我的书包（Scratch 编辑器）：最新在前；造型与声音的 `body` 为 md5ext（从 asset 路由读取），脚本与角色的 `bodyUrl` 为签名链接',
    query: backpackListQuery,
    result: z.array(backpackItemSchema),
    find: (auth, q) => backpack.list(auth, q.limit, q.offset),
  });

  app.post(
    `${BASE}/backpack`,
    {
      config: { guard: 'login' },
      // Base64 of a 10 MB body plus the thumbnail.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        summary:
          '放入书包 `{type: costume|sound|script|sprite, name, mime, body (base64), thumbnail (base64 png/jpg)}`：内容不超过 10MB，每人最多 200 项',
        tags: TAGS,
        body: backpackAddBody,
        response: { 200: envelopeOf(backpackItemSchema) },
      },
    },
    async (req) => ok(await backpack.add(req.auth!, req.body), '已放入书包'),
  );

  crud.command('DELETE', 'backpack', {
    perm: 'login',
    summary: '从书包删除 `?id`（只能删除自己的）',
    input: backpackIdQuery,
    message: '删除成功!',
    run: (auth, q) => backpack.remove(auth, q.id),
  });

  // Encapsulated: multipart parsing only for the asset upload.
  multipartScope(app, async (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        `${BASE}/uploadAsset`,
        routeDoc(
          requirePerm(PERMS.scratchAssets.add),
          TAGS,
          '上传素材文件（管理员）：multipart 字段 `file`，svg/png/jpg/wav/mp3，不超过 10MB；以内容的 md5 命名 → `{md5ext, assetId, dataFormat, rate, sampleCount}`；含脚本、事件或外部引用的 SVG 会被拒绝',
          { response: { 200: envelopeOf(uploadedAssetSchema) } },
        ),
        async (req) => {
          if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件');
          const file = await req
            .file({ limits: { fileSize: SCRATCH_ASSET_MAX_BYTES, files: 1, fields: 10, parts: 20 } })
            .catch(() => {
              throw badRequest('上传内容格式不正确');
            });
          if (file?.fieldname !== 'file') throw badRequest('请通过字段 file 上传文件');
          const data = await file.toBuffer().catch(() => {
            throw new AppError(413, '素材文件不能超过 10MB');
          });
          if (!data.length) throw badRequest('文件不能为空');
          const format = sniffFormat(data);
          const problem = assetProblem(data, format);
          if (problem || !format) throw badRequest(problem ?? '只支持 svg、png、jpg 图片和 wav、mp3 声音');
          const md5ext = await storeAsset(ctx.storage, data, format);
          const wav = format === 'wav' ? wavInfo(data) : null;
          return ok(
            {
              md5ext,
              assetId: md5ext.slice(0, 32),
              dataFormat: format,
              rate: wav?.rate ?? null,
              sampleCount: wav?.sampleCount ?? null,
            },
            '上传成功',
          );
        },
      );
  });
}
