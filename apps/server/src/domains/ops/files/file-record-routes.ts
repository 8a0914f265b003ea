import { emptyEnvelope, envelopeOf, PERMS, pageResultOf, pagingFields } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { FILE_KIND_VALUES } from './file-record-kinds.ts';
import { FileRecords } from './file-record-service.ts';
import type { FileService } from './file-service.ts';

const TAGS = ['ops'];
const BASE = '/api/system/sysFile';

const fileId = z.string({ error: '请选择文件' }).min(1, '请选择文件').max(36, '文件不存在');
const fileName = z.string().trim().min(1, '请输入文件名').max(255, '文件名不能超过 255 个字符');
const fileTag = z.string().trim().max(100, '文件标签不能超过 100 个字符');
const recordSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  filePath: z.string(),
  fileType: z.string(),
  fileType_dictText: z.string(),
  fileLocation: z.string(),
  fileLocation_dictText: z.string(),
  fileTag: z.string(),
  size: z.number(),
  isPublic: z.boolean(),
  url: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
const search = z
  .string()
  .max(100, '搜索内容过长')
  .optional()
  .transform((v) => v?.replace(/^\*|\*$/g, '').trim() || undefined);

/** The family's search forms send an untouched select as an empty string. */
const blankAsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);

/** `/system/sysFile/*`: the JeecgBoot-family file manager over the records every upload keeps. */
export function fileRecordRoutes(fastify: FastifyInstance, db: Db, files: FileService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const records = new FileRecords(db, files);

  app.get(
    `${BASE}/list`,
    routeDoc(
      requirePerm(PERMS.file.list),
      TAGS,
      '文件列表：`fileName`、`fileTag`（包含）、`fileType`（file_type 字典）、`fileLocation`（1 本地 / 2 对象存储）、分页',
      {
        querystring: z.object({
          ...pagingFields({ maxSize: 200 }),
          fileName: search,
          fileTag: search,
          fileType: blankAsNone(z.enum(FILE_KIND_VALUES, { error: '文件类型不合法' }).optional()),
          fileLocation: blankAsNone(z.enum(['1', '2'], { error: '存储位置不合法' }).optional()),
        }),
        response: { 200: envelopeOf(pageResultOf(recordSchema)) },
      },
    ),
    async (req) => {
      const { pageNo, pageSize, ...q } = req.query;
      return ok(await records.list(req.auth!, q, pageNo, pageSize), '查询成功');
    },
  );

  app.get(
    `${BASE}/queryById`,
    routeDoc(requirePerm(PERMS.file.list), TAGS, '单个文件记录', {
      querystring: z.object({ id: fileId }),
      response: { 200: envelopeOf(recordSchema) },
    }),
    async (req) => ok(records.view(await records.byId(req.auth!, req.query.id)), '查询成功'),
  );

  app.post(
    `${BASE}/add`,
    routeDoc(
      requirePerm(PERMS.fileRecord.add),
      TAGS,
      '登记已上传的文件 `{filePath, fileName?, fileTag?}`：上传时已建记录，这里设置其名称与标签',
      {
        body: z.object({
          filePath: z
            .string({ error: '请先上传文件' })
            .trim()
            .min(1, '请先上传文件')
            .max(500, '文件路径过长'),
          fileName: fileName.optional(),
          fileTag: fileTag.optional(),
        }),
        response: { 200: envelopeOf(recordSchema) },
      },
    ),
    async (req) => ok(await records.register(req.auth!, req.body), '添加成功！'),
  );

  app.put(
    `${BASE}/edit`,
    routeDoc(requirePerm(PERMS.fileRecord.edit), TAGS, '修改文件名与标签 `{id, fileName?, fileTag?}`', {
      body: z.object({ id: fileId, fileName: fileName.optional(), fileTag: fileTag.optional() }),
      response: { 200: envelopeOf(recordSchema) },
    }),
    async (req) => ok(await records.edit(req.auth!, req.body), '编辑成功!'),
  );

  app.delete(
    `${BASE}/delete`,
    routeDoc(requirePerm(PERMS.file.delete), TAGS, '删除文件记录与存储中的文件', {
      querystring: z.object({ id: fileId }),
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(records.removeMany(req.auth!, [req.query.id]), '删除成功!'),
  );

  app.delete(
    `${BASE}/deleteBatch`,
    routeDoc(requirePerm(PERMS.file.delete), TAGS, '批量删除 `?ids=a,b`：有一个不存在则一个也不删', {
      querystring: z.object({
        ids: z
          .string({ error: '请选择文件' })
          .max(4000, '一次删除的文件过多')
          .transform((v) =>
            v
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          )
          .refine((v) => v.length > 0, '请选择文件')
          .refine((v) => v.every((x) => x.length <= 36), '文件不存在'),
      }),
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(records.removeMany(req.auth!, req.query.ids), '批量删除成功!'),
  );
}
