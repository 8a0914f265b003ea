import {
  additionalWorkAddBody,
  additionalWorkEditBody,
  additionalWorkListQuery,
  additionalWorkPublishBody,
  additionalWorkSchema,
  mineAdditionalWorkQuery,
  myAdditionalWorkSchema,
  PERMS,
  pageResultOf,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { sheetImportRoute } from '../../../crud/excel-import.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { multipartScope } from '../../../platform/http/multipart.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { homeworkSheet, homeworkSheetRows, importHomework } from './homework-excel.ts';
import { HomeworkService } from './homework-service.ts';
import { mineAdditionalWork } from './mine-additional.ts';

const BASE = '/api/teaching/teachingAdditionalWork';
const TAGS = ['works'];

/** Routes of extra homework (teachingAdditionalWork) and the student's list of it. */
export function homeworkRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const homework = new HomeworkService(ctx);

  const crud = crudRoutes(app, BASE, TAGS);
  crud.list({
    perm: PERMS.additionalWork.list,
    summary:
      '额外作业列表：管理员看本机构全部，教师看自己布置的和布置给自己班级的；每行带已交 / 已批改 / 应交人数',
    query: additionalWorkListQuery,
    row: additionalWorkSchema,
    find: (auth, q) => homework.list(auth, q),
  });
  crud.queryById({
    perm: PERMS.additionalWork.list,
    summary: '额外作业详情',
    query: teachingIdQuery,
    result: additionalWorkSchema,
    find: (auth, q) => homework.detail(auth, q.id),
  });
  crud.add({
    perm: PERMS.additionalWork.add,
    summary:
      '布置额外作业 → `{id}`：`workDept` 的每个班级都须是自己管理的班级；截止时间晚于开始时间；文件字段只接受存储路径或 http(s) 链接；说明保存前清洗',
    body: additionalWorkAddBody,
    message: '添加成功！',
    save: (auth, body) => homework.add(auth, body),
  });
  crud.edit({
    perm: PERMS.additionalWork.edit,
    summary: '修改额外作业 `{id, ...}`：只改提交的字段，规则同新增；已有学生提交后不能改回草稿',
    body: additionalWorkEditBody,
    message: '编辑成功!',
    save: (auth, body) => homework.edit(auth, body),
  });

  crud.command('PUT', 'publish', {
    perm: PERMS.additionalWork.edit,
    summary: '发布（`status: 1`，已关闭的可重新发布）或关闭（`status: 2`）额外作业；草稿不能直接关闭',
    input: additionalWorkPublishBody,
    message: (body) => (body.status === 1 ? '已发布' : '已关闭'),
    run: (auth, body) => homework.publish(auth, body),
  });

  crud.delete({
    perm: PERMS.additionalWork.delete,
    summary: '删除额外作业（逻辑删除）；已有学生提交作业的不能删除，可改为关闭',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => homework.remove(auth, q.id),
  });

  app.get(
    `${BASE}/exportXls`,
    routeDoc(requirePerm(PERMS.additionalWork.export), TAGS, '导出额外作业：与列表相同的筛选，最多 1 万行', {
      querystring: additionalWorkListQuery,
    }),
    async (req, reply) => {
      const records = await homework.exportRecords(req.auth!, req.query);
      const buffer = await buildWorkbook(homeworkSheet, homeworkSheetRows(records));
      return sendXlsx(reply, buffer, '额外作业.xlsx', 'additional-work.xlsx');
    },
  );

  crudRoutes(app, '/api/teaching/teachingWork', TAGS).read('mineAdditionalWork', {
    perm: 'login',
    summary:
      '我的额外作业（学生）：布置给我所在班级的已发布作业，最新在前；带时间窗口、文档与素材链接，以及我的作品状态、分数与评语（未开始为 null）；`state=todo|done` 筛选',
    query: mineAdditionalWorkQuery,
    result: pageResultOf(myAdditionalWorkSchema),
    find: async (auth, q) => pageFrom(await mineAdditionalWork(ctx, auth, q), q),
  });

  // Encapsulated: multipart parsing only for the Excel import.
  multipartScope(app, async (scope) => {
    sheetImportRoute(scope, {
      url: `${BASE}/importExcel`,
      config: requirePerm(PERMS.additionalWork.import),
      tags: TAGS,
      summary:
        '导入额外作业：multipart 字段 `file`（.xlsx，表头同导出）；类型、状态可填文字或代码，班级填名称或 id（须是自己管理的班级）；每行都校验通过才写入，否则 400 并列出行号',
      sheet: homeworkSheet,
      run: (auth, rows) => importHomework(ctx.db, homework, auth, rows),
    });
  });
}
