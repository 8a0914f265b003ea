import { envelopeOf, PERMS, schoolCoursesBody, schoolCoursesSchema, schoolResourceQuery } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { CourseSchoolService } from './course-school-service.ts';
import { TEACHING_TAGS } from './route-common.ts';

const BASE = '/api/teaching/teachingCourseDept';

/** Resource allocation (资源分配): the tenant's courses given to each of its schools. */
export function courseSchoolRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schools = new CourseSchoolService(ctx.db);

  app.get(
    `${BASE}/schoolCourses`,
    routeDoc(
      requirePerm(PERMS.courseAuth.list),
      TEACHING_TAGS,
      '学校已分配的课程：`deptId` 为本机构的学校或校区（orgCategory 1/2），答复 `{deptId, courseIds}`；仅管理员',
      { querystring: schoolResourceQuery, response: { 200: envelopeOf(schoolCoursesSchema) } },
    ),
    async (req) => ok(await schools.get(req.auth!, req.query.deptId)),
  );

  app.post(
    `${BASE}/saveSchoolCourses`,
    routeDoc(
      requirePerm(PERMS.courseAuth.edit),
      TEACHING_TAGS,
      '给学校分配课程 `{deptId, courseIds}`：以所给集合为准（未列出的课程收回），写入课程的授权部门，学校的老师据此看到课程；只能分配本机构自己的课程；仅管理员',
      { body: schoolCoursesBody, response: { 200: envelopeOf(schoolCoursesSchema) } },
    ),
    async (req) => ok(await schools.save(req.auth!, req.body), '分配成功！'),
  );
}
