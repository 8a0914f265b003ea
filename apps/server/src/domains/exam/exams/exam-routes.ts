import {
  examAddBody,
  examEditBody,
  examExtendBody,
  examForceSubmitBody,
  examIdQuery,
  examItemStatSchema,
  examListQuery,
  examMonitorRowSchema,
  examSchema,
  PERMS,
  submitResult,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { settleJudgedFor } from './attempt-grading.ts';
import { attemptRoutes } from './attempt-routes.ts';
import { resultsWorkbook } from './exam-excel.ts';
import { announcePass } from './exam-release.ts';
import { ExamService } from './exam-service.ts';
import { attemptRowsJson } from './exam-view.ts';
import { examItemStats } from './item-stats-service.ts';
import { recordRoutes } from './record-routes.ts';
import { reviewRoutes } from './review-routes.ts';

export const EXAM_BASE = '/api/teaching/teachingExam';
export const EXAM_TAGS = ['exam'];

/** Exams: scheduling, taking, grading and records (teachingExam, teachingUserPaper). */
export function examRoutes(fastify: FastifyInstance, ctx: AppContext) {
  managerRoutes(fastify, ctx);
  attemptRoutes(fastify, ctx);
  reviewRoutes(fastify, ctx);
  recordRoutes(fastify, ctx);
  // A judged exam answer scores its attempt right away (reads settle it too, should this be missed).
  ctx.events.subscribe('judge.submissionJudged', (event) => settleJudgedFor(ctx, event));
  ctx.events.subscribe('exam.attemptScored', (event) => announcePass(ctx, event));
}

function managerRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const exams = new ExamService(ctx);
  const BASE = EXAM_BASE;
  const TAGS = EXAM_TAGS;

  const crud = crudRoutes(app, BASE, TAGS);
  crud.list({
    perm: PERMS.exam.list,
    summary:
      '考试列表：管理员看本机构全部，教师看自己安排的和安排给自己班级的；每行带已开考 / 已交卷 / 应考人数，`hasPassword` 代替密码',
    query: examListQuery,
    row: examSchema,
    find: (auth, q) => exams.list(auth, q),
  });
  crud.queryById({
    perm: PERMS.exam.list,
    summary: '考试详情',
    query: teachingIdQuery,
    result: examSchema,
    find: (auth, q) => exams.detail(auth, q.id),
  });
  crud.add({
    perm: PERMS.exam.add,
    summary:
      '安排考试 → `{id}`：试卷须已发布且在自己的范围内；结束时间晚于开始时间；班级须是自己管理的班级，考生须是本机构学生，至少选一项；密码只保存摘要',
    body: examAddBody,
    message: '添加成功！',
    save: (auth, body) => exams.add(auth, body),
  });
  crud.edit({
    perm: PERMS.exam.edit,
    summary:
      '修改考试 `{id, ...}`：只改提交的字段，规则同新增；已有答卷后不能更换试卷；`password` 不传保留、传空清除',
    body: examEditBody,
    message: '编辑成功!',
    save: (auth, body) => exams.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.exam.delete,
    summary: '删除考试（逻辑删除）；已有答卷的不能删除',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => exams.remove(auth, q.id),
  });

  app.get(
    `${BASE}/exportResults`,
    routeDoc(
      requirePerm(PERMS.exam.export),
      TAGS,
      '导出一场考试的全部答卷（xlsx）：账号、姓名、班级、得分、总分、等级、用时、切屏次数、交卷时间',
      { querystring: examIdQuery },
    ),
    async (req, reply) => {
      const { exam, attempts } = await exams.attemptsOf(req.auth!, req.query.examId);
      const rows = await attemptRowsJson(ctx.db, req.auth!.tenantId, attempts, () => true);
      return sendXlsx(reply, await resultsWorkbook(rows), `${exam.examName}-成绩.xlsx`, 'exam-results.xlsx');
    },
  );

  crud.read('itemStats', {
    perm: PERMS.exam.list,
    summary:
      '题目分析：按计入成绩的答卷（已出分、每人最好的一份）统计每道题的平均得分、得分率、区分度（前 27% 与后 27% 得分率之差，不足 5 份为空）和作答用时中位数（秒，按首次保存估算）',
    query: examIdQuery,
    result: z.array(examItemStatSchema),
    find: (auth, q) => examItemStats(ctx.db, exams, auth, q.examId),
  });
  crud.read('monitor', {
    perm: PERMS.exam.monitor,
    summary:
      '考试监控：应考学生每人一行（未开考 / 答题中 / 已交卷），已答题数、切屏次数、最后保存时间、截止时间、是否在线（60 秒内保存过）；超时的答卷此时自动交卷',
    query: examIdQuery,
    result: z.array(examMonitorRowSchema),
    find: (auth, q) => exams.monitor(auth, q.examId),
  });
  crud.write('POST', 'extend', {
    perm: PERMS.exam.monitor,
    summary: '为一名答题中的考生延长时间 `{userPaperId, minutes, reason}`；记录考试事件与操作日志',
    input: examExtendBody,
    result: z.object({ deadline: z.string().nullable() }),
    message: '已延长考试时间',
    run: (_auth, body, req) => exams.extend(req, body),
  });
  crud.write('POST', 'forceSubmit', {
    perm: PERMS.exam.monitor,
    summary: '替一名答题中的考生交卷 `{userPaperId, reason}`；记录考试事件与操作日志',
    input: examForceSubmitBody,
    result: submitResult,
    message: '已强制交卷',
    run: async (_auth, body, req) => {
      const row = await exams.forceSubmit(req, body);
      return {
        userPaperStatus: row.userPaperStatus,
        gotScore: row.gotScore,
        totalScore: row.totalScore,
        grade: row.grade,
      };
    },
  });
}
