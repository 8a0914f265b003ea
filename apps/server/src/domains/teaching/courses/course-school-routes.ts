import { PERMS, schoolCoursesBody, schoolCoursesSchema, schoolResourceQuery } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { CourseSchoolService } from './course-school-service.ts';
import { TEACHING_TAGS } from './route-common.ts';

const BASE = '/api/teaching/teachingCourseDept';

/** Resource allocation (资源分配): the tenant's courses given to each of its schools. */
export function courseSchoolRoutes(app: FastifyInstance, ctx: AppContext) {
  const schools = new CourseSchoolService(ctx.db);
  const crud = crudRoutes(app, BASE, TEACHING_TAGS);

  crud.read('schoolCourses', {
    perm: PERMS.courseAuth.list,
    summary:
      '学校已分配的课程：`deptId` 为本机构的学校或校区（orgCategory 1/2），答复 `{deptId, courseIds}`；仅管理员',
    query: schoolResourceQuery,
    result: schoolCoursesSchema,
    find: (auth, q) => schools.get(auth, q.deptId),
  });
  crud.write('POST', 'saveSchoolCourses', {
    perm: PERMS.courseAuth.edit,
    summary:
      '给学校分配课程 `{deptId, courseIds}`：以所给集合为准（未列出的课程收回），写入课程的授权部门，学校的老师据此看到课程；只能分配本机构自己的课程；仅管理员',
    input: schoolCoursesBody,
    result: schoolCoursesSchema,
    message: '分配成功！',
    run: (auth, body) => schools.save(auth, body),
  });
}
