import {
  PERMS,
  teachingIdQuery,
  teachingIdsQuery,
  unitAddBody,
  unitEditBatchBody,
  unitEditBody,
  unitImportQuery,
  unitListQuery,
  unitSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { sheetImportRoute } from '../../../crud/excel-import.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import type { CourseService } from './course-service.ts';
import { TEACHING_TAGS } from './route-common.ts';
import { importUnits, unitSheet, unitSheetRows } from './unit-excel.ts';
import { UnitService } from './unit-service.ts';

const BASE = '/api/teaching/teachingCourseUnit';

/** Units of a course in the back office; writers must be allowed to edit the course. */
export function unitRoutes(fastify: FastifyInstance, ctx: AppContext, courses: CourseService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const units = new UnitService(ctx.db, courses);

  const crud = crudRoutes(app, BASE, TEACHING_TAGS);
  crud.list({
    perm: PERMS.unit.list,
    summary:
      '单元列表：按 `courseId` 过滤（按 `orderNum` 排序），`unitName` 包含；只列出调用者能看到的课程的单元',
    query: unitListQuery,
    row: unitSchema,
    find: (auth, q) => units.list(auth, q),
  });
  crud.queryById({
    perm: PERMS.unit.list,
    summary: '单元详情（含答案与教案，仅后台）',
    query: teachingIdQuery,
    result: unitSchema,
    find: (auth, q) => units.detail(auth, q.id),
  });
  crud.add({
    perm: PERMS.unit.add,
    summary:
      '新建单元 → `{id}`；`mediaContent` 保存前清洗；`courseVideo` 须与 `courseVideoSource` 相符（1 本站文件、2 http(s) 链接、3 白名单网站的 https 播放地址）',
    body: unitAddBody,
    message: '添加成功！',
    save: (auth, body) => units.add(auth, body),
  });
  crud.edit({
    perm: PERMS.unit.edit,
    summary: '修改单元 `{id, ...}`：只改提交的字段，规则同新建',
    body: unitEditBody,
    message: '编辑成功!',
    save: (auth, body) => units.edit(auth, body),
  });

  crud.command('PUT', 'editBatch', {
    perm: PERMS.unit.edit,
    summary: '批量修改单元的 `orderNum` / `mapX` / `mapY`（拖拽排序与地图编辑），全部成功或全部不改',
    input: unitEditBatchBody,
    message: '保存成功!',
    run: (auth, body) => units.editBatch(auth, body),
  });
  crud.delete({
    perm: PERMS.unit.delete,
    summary: '删除单元（逻辑删除）',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => units.remove(auth, [q.id]),
  });
  crud.deleteBatch({
    perm: PERMS.unit.delete,
    summary: '批量删除单元 `?ids=a,b`（最多 100 个），全部成功或全部不删',
    query: teachingIdsQuery,
    message: '批量删除成功!',
    remove: (auth, q) => units.remove(auth, q.ids),
  });

  app.get(
    `${BASE}/exportXls`,
    routeDoc(requirePerm(PERMS.unit.export), TEACHING_TAGS, '导出单元：与列表相同的筛选，最多 1 万行', {
      querystring: unitListQuery,
    }),
    async (req, reply) => {
      const records = await units.exportRecords(req.auth!, req.query);
      const buffer = await buildWorkbook(unitSheet, unitSheetRows(records));
      return sendXlsx(reply, buffer, '课程单元.xlsx', 'units.xlsx');
    },
  );
}

/** `importExcel` of units; registered where multipart bodies are parsed. */
export function unitImportRoute(fastify: FastifyInstance, ctx: AppContext, courses: CourseService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const units = new UnitService(ctx.db, courses);
  sheetImportRoute(app, {
    url: `${BASE}/importExcel`,
    config: requirePerm(PERMS.unit.import),
    tags: TEACHING_TAGS,
    summary:
      '导入单元：multipart 字段 `file`（.xlsx，表头同导出）；单元进入查询参数 `courseId` 的课程，未给时按每行的「所属课程」（名称或 id）；每行都校验通过才写入，否则 400 并在消息中列出行号',
    query: unitImportQuery,
    sheet: unitSheet,
    run: (auth, rows, query) => importUnits(ctx.db, courses, units, auth, rows, query.courseId),
  });
}
