import {
  courseDeptAddOrUpdateBody,
  courseDeptBody,
  courseDeptEditBody,
  courseDeptListQuery,
  courseDeptSchema,
  emptyEnvelope,
  envelopeOf,
  PERMS,
  pageResultOf,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { CourseDeptService } from './course-dept-service.ts';
import { TEACHING_TAGS } from './route-common.ts';

const BASE = '/api/teaching/teachingCourseDept';

/** Courses authorised to classes with an open time. */
export function courseDeptRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const links = new CourseDeptService(ctx.db);

  app.get(
    `${BASE}/list`,
    routeDoc(
      requirePerm(PERMS.courseAuth.list),
      TEACHING_TAGS,
      '班级课程授权列表：按 `deptId` 或 `courseId` 过滤；老师只看到自己管理的班级',
      { querystring: courseDeptListQuery, response: { 200: envelopeOf(pageResultOf(courseDeptSchema)) } },
    ),
    async (req) => ok(pageFrom(await links.list(req.auth!, req.query), req.query)),
  );

  app.post(
    `${BASE}/add`,
    routeDoc(
      requirePerm(PERMS.courseAuth.edit),
      TEACHING_TAGS,
      '授权一门课程给一个班级 `{deptId, courseId, openTime}` → `{id}`；开放时间为空时立即开放；老师只能授权给自己管理的班级，且只能授权本校可见的课程',
      { body: courseDeptBody, response: { 200: envelopeOf(z.object({ id: z.string() })) } },
    ),
    async (req) => ok({ id: await links.add(req.auth!, req.body) }, '授权成功！'),
  );

  app.put(
    `${BASE}/edit`,
    routeDoc(
      requirePerm(PERMS.courseAuth.edit),
      TEACHING_TAGS,
      '修改授权 `{id, deptId, courseId, openTime}`；规则同新增',
      { body: courseDeptEditBody, response: { 200: emptyEnvelope } },
    ),
    async (req) => okAfter(links.edit(req.auth!, req.body), '编辑成功!'),
  );

  app.delete(
    `${BASE}/delete`,
    routeDoc(requirePerm(PERMS.courseAuth.edit), TEACHING_TAGS, '取消一条班级授权', {
      querystring: teachingIdQuery,
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(links.remove(req.auth!, req.query.id), '删除成功!'),
  );

  app.post(
    `${BASE}/addOrUpdate`,
    routeDoc(
      requirePerm(PERMS.courseAuth.edit),
      TEACHING_TAGS,
      '设置班级的全部课程 `{deptId, courseIdList, openTime?}`：补上缺少的（开放时间为 `openTime` 或现在），取消不在列表中的；已有授权的开放时间只在给出 `openTime` 时修改',
      { body: courseDeptAddOrUpdateBody, response: { 200: emptyEnvelope } },
    ),
    async (req) => okAfter(links.setCourses(req.auth!, req.body), '保存成功!'),
  );
}
