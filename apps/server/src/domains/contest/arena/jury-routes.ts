import {
  contestSubmissionDetailSchema,
  contestSubmissionQuery,
  juryRejudgeBody,
  juryRejudgeResult,
  jurySubmissionRowSchema,
  jurySubmissionsQuery,
  PERMS,
  pageResultOf,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { CONTEST_BASE, CONTEST_TAGS } from './arena-constants.ts';
import { JuryService } from './jury-service.ts';

/** The jury desk's submissions: every verdict, the code, and rejudging (audited). */
export function juryRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const jury = new JuryService(ctx);
  const perm = PERMS.contest.jury;
  const crud = crudRoutes(fastify, `${CONTEST_BASE}/jury`, CONTEST_TAGS);

  crud.read('submissions', {
    perm,
    summary: '裁判台提交列表（最新在前）：按分组、题目、学生筛选；带实时结果（OI 也不隐藏）',
    query: jurySubmissionsQuery,
    result: pageResultOf(jurySubmissionRowSchema),
    find: (auth, q) => jury.submissions(auth, q),
  });
  crud.read('submission', {
    perm,
    summary: '裁判查看一次提交：代码、编译信息与结果',
    query: contestSubmissionQuery,
    result: contestSubmissionDetailSchema,
    find: (auth, q) => jury.detail(auth, q.id),
  });
  crud.write('POST', 'rejudge', {
    perm,
    summary:
      '重判 `{submissionId}`（一次提交）或 `{contestId, problemId}`（该题全部提交）→ `{count}`：结果清空后重新排队评测，记入操作日志',
    input: juryRejudgeBody,
    result: juryRejudgeResult,
    message: '已重新提交评测',
    run: (_auth, body, req) => jury.rejudge(req, body),
  });
}
