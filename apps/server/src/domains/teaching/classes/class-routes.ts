import {
  addClassStudentBody,
  classBatchCreateBody,
  classBatchResultSchema,
  classMembersChangedSchema,
  classStudentSchema,
  classStudentsQuery,
  envelopeOf,
  moveClassStudentsBody,
  myClassSchema,
  PERMS,
  pageResultOf,
  removeClassStudentsBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { boardRoutes } from './board-routes.ts';
import {
  addStudent,
  batchCreate,
  moveStudents,
  myClasses,
  removeStudents,
  studentsPage,
} from './my-class-service.ts';
import { reportRoutes } from './report-routes.ts';

const BASE = '/api/teaching/myClass';
const TAGS = ['teaching'];

/** "My classes": a teacher's classes, their students, joining and leaving, batch-made accounts. */
export function classRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manage = requirePerm(PERMS.myClass.manage);

  const crud = crudRoutes(app, BASE, TAGS);
  crud.read('list', {
    perm: PERMS.myClass.manage,
    summary: '我的班级：老师负责的班级（管理员为本机构全部班级），含学校、学生人数与班级码',
    result: z.array(myClassSchema),
    message: '查询成功',
    find: (auth) => myClasses(ctx, auth),
  });
  crud.read('students', {
    perm: PERMS.myClass.manage,
    summary: '班级学生：分页，`keyword` 匹配账号或姓名；手机号打码，含最近登录时间与已学单元数',
    query: classStudentsQuery,
    result: pageResultOf(classStudentSchema),
    message: '查询成功',
    find: (auth, q) => studentsPage(ctx, auth, q),
  });

  app.post(
    `${BASE}/addStudent`,
    routeDoc(manage, TAGS, '把本机构已有的学生账号加入班级 `{classId, username}`', {
      body: addClassStudentBody,
      response: { 200: envelopeOf(z.object({ id: z.string(), username: z.string() })) },
    }),
    async (req) => {
      const added = await addStudent(ctx, req.auth!, req.body.classId, req.body.username);
      return ok(added, `已将「${added.username}」加入班级`);
    },
  );

  app.post(
    `${BASE}/removeStudent`,
    routeDoc(manage, TAGS, '把学生移出班级 `{classId, userIds}`（账号保留）', {
      body: removeClassStudentsBody,
      response: { 200: envelopeOf(classMembersChangedSchema) },
    }),
    async (req) => {
      const n = await removeStudents(ctx, req.auth!, req.body.classId, req.body.userIds);
      return ok({ count: n }, `已移出 ${n} 名学生`);
    },
  );

  app.post(
    `${BASE}/moveStudent`,
    routeDoc(manage, TAGS, '调班 `{fromClassId, toClassId, userIds}`：两个班级都须由自己负责', {
      body: moveClassStudentsBody,
      response: { 200: envelopeOf(classMembersChangedSchema) },
    }),
    async (req) => {
      const n = await moveStudents(ctx, req.auth!, req.body);
      return ok({ count: n }, `已将 ${n} 名学生调入目标班级`);
    },
  );

  app.post(
    `${BASE}/batchCreate`,
    routeDoc(
      requirePerm(PERMS.myClass.batchStudents),
      TAGS,
      '批量创建班级学生 `{classId, count 或 names[], prefix?, start?}`，每次最多 200 个，要么全部创建要么都不创建；初始密码只返回这一次',
      { body: classBatchCreateBody, response: { 200: envelopeOf(classBatchResultSchema) } },
    ),
    async (req) => {
      const made = await batchCreate(ctx, req.auth!, req.body);
      return ok(made, `已创建 ${made.students.length} 个学生账号，初始密码只显示这一次，请打印或妥善保存`);
    },
  );

  boardRoutes(fastify, ctx);
  reportRoutes(fastify, ctx);
}
