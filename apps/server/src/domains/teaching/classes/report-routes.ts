import {
  classReportQuery,
  classReportSchema,
  departDayLogByDepartSchema,
  departDayLogByMonthSchema,
  departDayLogQuery,
  departDayLogReportSchema,
  PERMS,
  studentReportQuery,
  studentReportSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { classReport } from './class-report.ts';
import { dayLogByDepart, dayLogByMonth, dayLogReport } from './day-log-report.ts';
import { studentReport } from './student-report.ts';

const TAGS = ['teaching'];
const DAY_LOG = '/api/teaching/teachingDepartDayLog';

/** Teaching reports per class and per student, and the learning log reports of the teaching family. */
export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const reports = crudRoutes(app, '/api/teaching/report', TAGS);
  reports.read('class', {
    perm: PERMS.learningReport.view,
    summary:
      '班级教学报告 `classId, from?, to?`（YYYY-MM-DD，默认最近 30 天）：每个学生的新学单元、浏览次数、作业提交与批改、平均分、积分，期间开始的考试（应考、实考、百分制平均分与等级），每天的浏览次数，及全班的考试出勤率',
    query: classReportQuery,
    result: classReportSchema,
    message: '查询成功',
    find: (auth, q) => classReport(db, auth, q),
  });
  reports.read('student', {
    perm: 'login',
    summary:
      '学生学习报告 `userId?, from?, to?`：学生只能看自己的（考试成绩只含已公布的）；老师看自己班级的学生；含各课程已学单元、作业、平均分、积分与最近学习，及 `from`..`to`（默认最近 30 天）开始的考试：应考、实考、出勤率、百分制平均分与等级、每场考试的成绩',
    query: studentReportQuery,
    result: studentReportSchema,
    message: '查询成功',
    find: (auth, q) => studentReport(db, auth, q),
  });

  const dayLogs = crudRoutes(app, DAY_LOG, TAGS);
  dayLogs.read('getReport', {
    perm: PERMS.learningReport.view,
    summary:
      '学习日志汇总 `departId?, startTime, endTime`（YYYY-MM-DD）：单元浏览次数、浏览单元数、作业提交与批改数、活跃学生与学生人数；不指定班级时为自己负责的全部班级',
    query: departDayLogQuery,
    result: departDayLogReportSchema,
    message: '查询成功',
    find: (auth, q) => dayLogReport(db, auth, q),
  });
  dayLogs.read('getReportGroupByDepart', {
    perm: PERMS.learningReport.view,
    summary: '学习日志按班级汇总，参数同 getReport',
    query: departDayLogQuery,
    result: z.array(departDayLogByDepartSchema),
    message: '查询成功',
    find: (auth, q) => dayLogByDepart(db, auth, q),
  });
  dayLogs.read('getReportGroupByMonth', {
    perm: PERMS.learningReport.view,
    summary: '学习日志按月汇总（YYYY-MM），参数同 getReport',
    query: departDayLogQuery,
    result: z.array(departDayLogByMonthSchema),
    message: '查询成功',
    find: (auth, q) => dayLogByMonth(db, auth, q),
  });
}
