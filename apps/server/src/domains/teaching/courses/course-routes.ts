import {
  courseAddBody,
  courseEditBody,
  courseListQuery,
  courseSchema,
  learnerCourseSchema,
  PERMS,
  teachingIdQuery,
  teachingIdsQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { sheetImportRoute } from '../../../crud/excel-import.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { multipartScope } from '../../../platform/http/multipart.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { learnerCourse } from '../learning/course-units.ts';
import { courseDeptRoutes } from './course-dept-routes.ts';
import { courseSheet, courseSheetRows, importCourses } from './course-excel.ts';
import { courseSchoolRoutes } from './course-school-routes.ts';
import { CourseService } from './course-service.ts';
import { TEACHING_TAGS } from './route-common.ts';
import { unitImportRoute, unitRoutes } from './unit-routes.ts';

const BASE = '/api/teaching/teachingCourse';

/** Courses, their units and their authorisation to classes (the back office). */
export function courseRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const courses = new CourseService(ctx.db);

  const crud = crudRoutes(app, BASE, TEACHING_TAGS);
  crud.list({
    perm: PERMS.course.list,
    summary:
      '课程列表：分页；过滤 `courseName`（包含）、`courseType`、`courseCategory`、`classificationId`。管理员看本机构全部课程；老师看授权给本校或本班、共享的课程及本校创建的课程',
    query: courseListQuery,
    row: courseSchema,
    find: (auth, q) => courses.list(auth, q),
  });

  crud.queryById({
    perm: 'login',
    summary:
      '课程详情：有课程管理权限时为后台看到的课程（全部字段；后台看不到但随班学习的课程按学习者给出，否则 404）；其他登录用户（学生地图页）只能取本人可学习的课程，只含课程卡片、地图、学习进度，不含授权学校、共享等后台字段，不能学习时 403，不存在时 404',
    query: teachingIdQuery,
    result: z.union([courseSchema, learnerCourseSchema]),
    find: async (auth, q) => {
      if (!auth.perms.has(PERMS.course.list)) return learnerCourse(ctx.db, auth, q.id);
      try {
        return await courses.detail(auth, q.id);
      } catch (hidden) {
        // Outside the back office's scope, a course the teacher learns with their class still opens;
        // any other stays a 404, as the back office answers it.
        if (!(hidden instanceof AppError) || hidden.status !== 404) throw hidden;
        const learned = await learnerCourse(ctx.db, auth, q.id).catch((refused: unknown) => {
          if (refused instanceof AppError) return null;
          throw refused;
        });
        if (!learned) throw hidden;
        return learned;
      }
    },
  });

  crud.add({
    perm: PERMS.course.add,
    summary:
      '新建课程 → `{id}`；老师新建的课程属于本校（只有本校老师可修改），授权学校 `departIds` 与共享 `isShared` 只有管理员可以设置',
    body: courseAddBody,
    message: '添加成功！',
    save: (auth, body) => courses.add(auth, body),
  });
  crud.edit({
    perm: PERMS.course.edit,
    summary: '修改课程 `{id, ...}`：只改提交的字段；老师只能修改本校创建的课程，且不能改变授权学校与共享',
    body: courseEditBody,
    message: '编辑成功!',
    save: (auth, body) => courses.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.course.delete,
    summary: '删除课程（逻辑删除），同时删除其单元与班级授权',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => courses.remove(auth, [q.id]),
  });
  crud.deleteBatch({
    perm: PERMS.course.delete,
    summary: '批量删除课程 `?ids=a,b`（最多 100 个），全部成功或全部不删',
    query: teachingIdsQuery,
    message: '批量删除成功!',
    remove: (auth, q) => courses.remove(auth, q.ids),
  });

  app.get(
    `${BASE}/exportXls`,
    routeDoc(requirePerm(PERMS.course.export), TEACHING_TAGS, '导出课程：与列表相同的筛选，最多 1 万行', {
      querystring: courseListQuery,
    }),
    async (req, reply) => {
      const records = await courses.exportRecords(req.auth!, req.query);
      const buffer = await buildWorkbook(
        courseSheet,
        await courseSheetRows(ctx.db, req.auth!.tenantId, records),
      );
      return sendXlsx(reply, buffer, '课程列表.xlsx', 'courses.xlsx');
    },
  );

  unitRoutes(app, ctx, courses);
  courseDeptRoutes(app, ctx);
  courseSchoolRoutes(app, ctx);
  // Encapsulated: multipart parsing only for the Excel imports.
  multipartScope(app, async (scope) => {
    courseImportRoute(scope, ctx, courses);
    unitImportRoute(scope, ctx, courses);
  });
}

function courseImportRoute(fastify: FastifyInstance, ctx: AppContext, courses: CourseService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  sheetImportRoute(app, {
    url: `${BASE}/importExcel`,
    config: requirePerm(PERMS.course.import),
    tags: TEACHING_TAGS,
    summary:
      '导入课程：multipart 字段 `file`（.xlsx，表头同导出）；类型、类别、展示方式可填文字或代码，分类与授权部门填名称或 id；每行都校验通过才写入，否则 400 并在消息中列出行号',
    sheet: courseSheet,
    run: (auth, rows) => importCourses(ctx.db, courses, auth, rows),
  });
}
