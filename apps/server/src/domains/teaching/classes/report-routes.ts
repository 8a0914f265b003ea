import {
  classReportQuery,
  classReportSchema,
  departDayLogByDepartSchema,
  departDayLogByMonthSchema,
  departDayLogQuery,
  departDayLogReportSchema,
  envelopeOf,
  PERMS,
  studentReportQuery,
  studentReportSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { classReport } from './class-report.ts';
import { dayLogByDepart, dayLogByMonth, dayLogReport } from './day-log-report.ts';
import { studentReport } from './student-report.ts';

const TAGS = ['teaching'];
const DAY_LOG = '/api/teaching/teachingDepartDayLog';

/** Teaching reports per class and per student, and the learning log reports of the teaching family. */
export function reportRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const view = requirePerm(PERMS.learningReport.view);

  app.get(
    '/api/teaching/report/class',
    routeDoc(
      view,
      TAGS,
      '班级教学报告 `classId, from?, to?`（YYYY-MM-DD，默认最近 30 天）：每个学生的新学单元、浏览次数、作业提交与批改、平均分、积分，期间开始的考试（应考、实考、百分制平均分与等级），每天的浏览次数，及全班的考试出勤率',
      { querystring: classReportQuery, response: { 200: envelopeOf(classReportSchema) } },
    ),
    async (req) => ok(await classReport(db, req.auth!, req.query), '查询成功'),
  );

  app.get(
    '/api/teaching/report/student',
    routeDoc(
      { guard: 'login' },
      TAGS,
      '学生学习报告 `userId?, from?, to?`：学生只能看自己的（考试成绩只含已公布的）；老师看自己班级的学生；含各课程已学单元、作业、平均分、积分与最近学习，及 `from`..`to`（默认最近 30 天）开始的考试：应考、实考、出勤率、百分制平均分与等级、每场考试的成绩',
      { querystring: studentReportQuery, response: { 200: envelopeOf(studentReportSchema) } },
    ),
    async (req) => ok(await studentReport(db, req.auth!, req.query), '查询成功'),
  );

  app.get(
    `${DAY_LOG}/getReport`,
    routeDoc(
      view,
      TAGS,
      '学习日志汇总 `departId?, startTime, endTime`（YYYY-MM-DD）：单元浏览次数、浏览单元数、作业提交与批改数、活跃学生与学生人数；不指定班级时为自己负责的全部班级',
      { querystring: departDayLogQuery, response: { 200: envelopeOf(departDayLogReportSchema) } },
    ),
    async (req) => ok(await dayLogReport(db, req.auth!, req.query), '查询成功'),
  );

  app.get(
    `${DAY_LOG}/getReportGroupByDepart`,
    routeDoc(view, TAGS, '学习日志按班级汇总，参数同 getReport', {
      querystring: departDayLogQuery,
      response: { 200: envelopeOf(z.array(departDayLogByDepartSchema)) },
    }),
    async (req) => ok(await dayLogByDepart(db, req.auth!, req.query), '查询成功'),
  );

  app.get(
    `${DAY_LOG}/getReportGroupByMonth`,
    routeDoc(view, TAGS, '学习日志按月汇总（YYYY-MM），参数同 getReport', {
      querystring: departDayLogQuery,
      response: { 200: envelopeOf(z.array(departDayLogByMonthSchema)) },
    }),
    async (req) => ok(await dayLogByMonth(db, req.auth!, req.query), '查询成功'),
  );
}
