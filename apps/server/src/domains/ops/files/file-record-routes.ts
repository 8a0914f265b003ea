import { PERMS, pageResultOf, pagingFields } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
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

  const crud = crudRoutes(app, BASE, TAGS);
  crud.read('list', {
    perm: PERMS.file.list,
    summary:
      '文件列表：`fileName`、`fileTag`（包含）、`fileType`（file_type 字典）、`fileLocation`（1 本地 / 2 对象存储）、分页',
    query: z.object({
      ...pagingFields({ maxSize: 200 }),
      fileName: search,
      fileTag: search,
      fileType: blankAsNone(z.enum(FILE_KIND_VALUES, { error: '文件类型不合法' }).optional()),
      fileLocation: blankAsNone(z.enum(['1', '2'], { error: '存储位置不合法' }).optional()),
    }),
    result: pageResultOf(recordSchema),
    message: '查询成功',
    find: (auth, { pageNo, pageSize, ...q }) => records.list(auth, q, pageNo, pageSize),
  });
  crud.queryById({
    perm: PERMS.file.list,
    summary: '单个文件记录',
    query: z.object({ id: fileId }),
    result: recordSchema,
    message: '查询成功',
    find: async (auth, q) => records.view(await records.byId(auth, q.id)),
  });
  crud.add({
    perm: PERMS.fileRecord.add,
    summary: '登记已上传的文件 `{filePath, fileName?, fileTag?}`：上传时已建记录，这里设置其名称与标签',
    body: z.object({
      filePath: z.string({ error: '请先上传文件' }).trim().min(1, '请先上传文件').max(500, '文件路径过长'),
      fileName: fileName.optional(),
      fileTag: fileTag.optional(),
    }),
    result: recordSchema,
    message: '添加成功！',
    save: (auth, body) => records.register(auth, body),
  });
  crud.edit({
    perm: PERMS.fileRecord.edit,
    summary: '修改文件名与标签 `{id, fileName?, fileTag?}`',
    body: z.object({ id: fileId, fileName: fileName.optional(), fileTag: fileTag.optional() }),
    result: recordSchema,
    message: '编辑成功!',
    save: (auth, body) => records.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.file.delete,
    summary: '删除文件记录与存储中的文件',
    query: z.object({ id: fileId }),
    message: '删除成功!',
    remove: (auth, q) => records.removeMany(auth, [q.id]),
  });
  crud.deleteBatch({
    perm: PERMS.file.delete,
    summary: '批量删除 `?ids=a,b`：有一个不存在则一个也不删',
    query: z.object({
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
    message: '批量删除成功!',
    remove: (auth, q) => records.removeMany(auth, q.ids),
  });
}
