import {
  courseDeptAddOrUpdateBody,
  courseDeptBody,
  courseDeptEditBody,
  courseDeptListQuery,
  courseDeptSchema,
  emptyEnvelope,
  PERMS,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { CourseDeptService } from './course-dept-service.ts';
import { TEACHING_TAGS } from './route-common.ts';

const BASE = '/api/teaching/teachingCourseDept';

/** Courses authorised to classes with an open time. */
export function courseDeptRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const links = new CourseDeptService(ctx.db);

  const crud = crudRoutes(app, BASE, TEACHING_TAGS);
  crud.list({
    perm: PERMS.courseAuth.list,
    summary: '班级课程授权列表：按 `deptId` 或 `courseId` 过滤；老师只看到自己管理的班级',
    query: courseDeptListQuery,
    row: courseDeptSchema,
    find: (auth, q) => links.list(auth, q),
  });
  crud.add({
    perm: PERMS.courseAuth.edit,
    summary:
      '授权一门课程给一个班级 `{deptId, courseId, openTime}` → `{id}`；开放时间为空时立即开放；老师只能授权给自己管理的班级，且只能授权本校可见的课程',
    body: courseDeptBody,
    message: '授权成功！',
    save: (auth, body) => links.add(auth, body),
  });
  crud.edit({
    perm: PERMS.courseAuth.edit,
    summary: '修改授权 `{id, deptId, courseId, openTime}`；规则同新增',
    body: courseDeptEditBody,
    message: '编辑成功!',
    save: (auth, body) => links.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.courseAuth.edit,
    summary: '取消一条班级授权',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => links.remove(auth, q.id),
  });

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
