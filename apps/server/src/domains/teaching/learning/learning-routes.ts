import {
  courseDetailSchema,
  courseIdQuery,
  envelopeOf,
  homeCourseQuery,
  homeCourseSchema,
  learnerUnitSchema,
  mineUnitQuery,
  myCourseSchema,
  pageResultOf,
  unitIdQuery,
  unitProgressSchema,
  unitViewLogBody,
  unitViewLogQuery,
  unitWorkInfoSchema,
  videoProgressBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { homeCourses, myCourses } from './course-catalog.ts';
import { courseDetail, learnerUnits, unitWorkInfo } from './course-units.ts';
import { recordView, saveVideoPosition } from './unit-progress.ts';

const COURSE = '/api/teaching/teachingCourse';
const UNIT = '/api/teaching/teachingCourseUnit';
const TAGS = ['teaching'];

/** What learners and visitors see: my courses, the public gallery, a course's units, progress. */
export function learningRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  crudRoutes(app, COURSE, TAGS).read('mineCourse', {
    perm: 'login',
    summary:
      '我的课程：本人所在班级（老师另含所管理的班级）已到开放时间的课程，按排序号；每门带已学单元数与进度（0-100）',
    result: z.array(myCourseSchema),
    message: '查询成功',
    find: (auth) => myCourses(db, auth),
  });

  app.get(
    `${COURSE}/getHomeCourse`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '公开课程列表（首页展示的课程）：过滤 `courseName`（包含）、`courseType`、`courseCategory`，分页；只含课程卡片字段',
      { querystring: homeCourseQuery, response: { 200: envelopeOf(pageResultOf(homeCourseSchema)) } },
    ),
    async (req) => ok(pageFrom(await homeCourses(db, req.auth, req.query), req.query), '查询成功'),
  );

  app.get(
    `${COURSE}/courseDetail`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '课程详情（地图或卡片）：课程卡片、地图图片与各单元的位置和状态（不含单元内容）；访客只能看首页展示的课程，正式课的单元为 locked',
      { querystring: courseIdQuery, response: { 200: envelopeOf(courseDetailSchema) } },
    ),
    async (req) => ok(await courseDetail(db, req.auth, req.query.id), '查询成功'),
  );

  app.get(
    `${UNIT}/mineUnit`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '学习单元（分页 `courseId, pageNo, pageSize`，每页默认 10 条、最多 500 条，按单元顺序）：隐藏的项目为 null；学生与访客从不得到作业答案，教案仅在设置可见时给出；任教这门课的老师（其管理的班级关联了课程）与管理员总能看到教案和作业答案 `courseWorkAnswer`。正式课需登录且所在班级已开放，体验课对访客开放',
      { querystring: mineUnitQuery, response: { 200: envelopeOf(pageResultOf(learnerUnitSchema)) } },
    ),
    async (req) => ok(pageFrom(await learnerUnits(db, req.auth, req.query), req.query), '查询成功'),
  );

  const units = crudRoutes(app, UNIT, TAGS);
  units.read('getUnitWorkInfo', {
    perm: 'login',
    summary: '单元作业信息：作业类型、素材文件、本人的提交状态与成绩（不含答案文件）',
    query: unitIdQuery,
    result: unitWorkInfoSchema,
    message: '查询成功',
    find: (auth, q) => unitWorkInfo(db, auth, q.unitId),
  });

  const logView = async (auth: AuthContext, unitId: string) => {
    const { progress, event } = await recordView(db, auth, unitId);
    await ctx.events.publish('teaching.unitProgress', event);
    return progress;
  };

  units.write('POST', 'unitViewLog', {
    perm: 'login',
    summary: '记录打开单元 `{unitId}`：写学习日志并累计本人的单元进度（需有学习权限）',
    input: unitViewLogBody,
    result: unitProgressSchema,
    message: '已记录',
    run: (auth, body) => logView(auth, body.unitId),
  });
  crudRoutes(app, '/api/teaching/teachingDepartDayLog', TAGS).read('unitViewLog', {
    perm: 'login',
    summary:
      '记录打开单元 `?unitId=`（教学系列客户端的地址）：与 `POST teachingCourseUnit/unitViewLog` 相同，写学习日志并累计本人的单元进度',
    query: unitViewLogQuery,
    result: unitProgressSchema,
    message: '已记录',
    find: (auth, q) => logView(auth, q.unitId),
  });
  units.write('POST', 'videoProgress', {
    perm: 'login',
    summary: '保存视频播放位置 `{unitId, position}`（秒，不小于 0），下次从这里继续',
    input: videoProgressBody,
    result: unitProgressSchema,
    message: '已保存',
    run: (auth, body) => saveVideoPosition(db, auth, body.unitId, body.position),
  });
}
