import {
  addClassStudentBody,
  classBatchCreateBody,
  classBatchResultSchema,
  classMembersChangedSchema,
  classStudentSchema,
  classStudentsQuery,
  moveClassStudentsBody,
  myClassSchema,
  PERMS,
  pageResultOf,
  removeClassStudentsBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
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
export function classRoutes(app: FastifyInstance, ctx: AppContext) {
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

  crud.write('POST', 'addStudent', {
    perm: PERMS.myClass.manage,
    summary: '把本机构已有的学生账号加入班级 `{classId, username}`',
    input: addClassStudentBody,
    result: z.object({ id: z.string(), username: z.string() }),
    message: (added) => `已将「${added.username}」加入班级`,
    run: (auth, body) => addStudent(ctx, auth, body.classId, body.username),
  });
  crud.write('POST', 'removeStudent', {
    perm: PERMS.myClass.manage,
    summary: '把学生移出班级 `{classId, userIds}`（账号保留）',
    input: removeClassStudentsBody,
    result: classMembersChangedSchema,
    message: ({ count }) => `已移出 ${count} 名学生`,
    run: async (auth, body) => ({ count: await removeStudents(ctx, auth, body.classId, body.userIds) }),
  });
  crud.write('POST', 'moveStudent', {
    perm: PERMS.myClass.manage,
    summary: '调班 `{fromClassId, toClassId, userIds}`：两个班级都须由自己负责',
    input: moveClassStudentsBody,
    result: classMembersChangedSchema,
    message: ({ count }) => `已将 ${count} 名学生调入目标班级`,
    run: async (auth, body) => ({ count: await moveStudents(ctx, auth, body) }),
  });
  crud.write('POST', 'batchCreate', {
    perm: PERMS.myClass.batchStudents,
    summary:
      '批量创建班级学生 `{classId, count 或 names[], prefix?, start?}`，每次最多 200 个，要么全部创建要么都不创建；初始密码只返回这一次',
    input: classBatchCreateBody,
    result: classBatchResultSchema,
    message: (made) => `已创建 ${made.students.length} 个学生账号，初始密码只显示这一次，请打印或妥善保存`,
    run: (auth, body) => batchCreate(ctx, auth, body),
  });

  boardRoutes(app, ctx);
  reportRoutes(app, ctx);
}
