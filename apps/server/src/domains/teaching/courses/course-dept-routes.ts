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
import { ok } from '../../../platform/http/envelope.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { CourseDeptService } from './course-dept-service.ts';
import { TEACHING_TAGS } from './route-common.ts';

const BASE = '/api/teaching/teachingCourseDept';

/** Courses authorised to classes with an open time. */
export function courseDeptRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const links = new CourseDeptService(ctx.db);

  app.get(
    `${BASE}/list`,
    {
      config: requirePerm(PERMS.courseAuth.list),
      schema: {
        summary: '班级课程授权列表：按 `deptId` 或 `courseId` 过滤；老师只看到自己管理的班级',
        tags: TEACHING_TAGS,
        querystring: courseDeptListQuery,
        response: { 200: envelopeOf(pageResultOf(courseDeptSchema)) },
      },
    },
    async (req) => {
      const q = req.query;
      const { records, total } = await links.list(req.auth!, q);
      return ok(pageOf(records, total, q.pageNo, q.pageSize));
    },
  );

  app.post(
    `${BASE}/add`,
    {
      config: requirePerm(PERMS.courseAuth.edit),
      schema: {
        summary:
          '授权一门课程给一个班级 `{deptId, courseId, openTime}` → `{id}`；开放时间为空时立即开放；老师只能授权给自己管理的班级，且只能授权本校可见的课程',
        tags: TEACHING_TAGS,
        body: courseDeptBody,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok({ id: await links.add(req.auth!, req.body) }, '授权成功！'),
  );

  app.put(
    `${BASE}/edit`,
    {
      config: requirePerm(PERMS.courseAuth.edit),
      schema: {
        summary: '修改授权 `{id, deptId, courseId, openTime}`；规则同新增',
        tags: TEACHING_TAGS,
        body: courseDeptEditBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await links.edit(req.auth!, req.body);
      return ok(null, '编辑成功!');
    },
  );

  app.delete(
    `${BASE}/delete`,
    {
      config: requirePerm(PERMS.courseAuth.edit),
      schema: {
        summary: '取消一条班级授权',
        tags: TEACHING_TAGS,
        querystring: teachingIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await links.remove(req.auth!, req.query.id);
      return ok(null, '删除成功!');
    },
  );

  app.post(
    `${BASE}/addOrUpdate`,
    {
      config: requirePerm(PERMS.courseAuth.edit),
      schema: {
        summary:
          '设置班级的全部课程 `{deptId, courseIdList, openTime?}`：补上缺少的（开放时间为 `openTime` 或现在），取消不在列表中的；已有授权的开放时间只在给出 `openTime` 时修改',
        tags: TEACHING_TAGS,
        body: courseDeptAddOrUpdateBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await links.setCourses(req.auth!, req.body);
      return ok(null, '保存成功!');
    },
  );
}
