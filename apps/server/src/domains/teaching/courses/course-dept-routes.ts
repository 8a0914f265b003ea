import {
  courseDeptAddOrUpdateBody,
  courseDeptBody,
  courseDeptEditBody,
  courseDeptListQuery,
  courseDeptSchema,
  PERMS,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { CourseDeptService } from './course-dept-service.ts';
import { TEACHING_TAGS } from './route-common.ts';

const BASE = '/api/teaching/teachingCourseDept';

/** Courses authorised to classes with an open time. */
export function courseDeptRoutes(app: FastifyInstance, ctx: AppContext) {
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

  crud.command('POST', 'addOrUpdate', {
    perm: PERMS.courseAuth.edit,
    summary:
      '设置班级的全部课程 `{deptId, courseIdList, openTime?}`：补上缺少的（开放时间为 `openTime` 或现在），取消不在列表中的；已有授权的开放时间只在给出 `openTime` 时修改',
    input: courseDeptAddOrUpdateBody,
    message: '保存成功!',
    run: (auth, body) => links.setCourses(auth, body),
  });
}
