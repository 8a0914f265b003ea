import {
  correctQueueQuery,
  correctQueueRowSchema,
  PERMS,
  teachingIdQuery,
  workCommentRowSchema,
  workCorrectBody,
  workCorrectRowSchema,
  workReturnBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { GradingService } from './grading-service.ts';

const BASE = '/api/teaching/teachingWork';
const TAGS = ['works'];

/** Grading routes: correct, return for revision, the queue and the grading / comments of a work. */
export function gradingRoutes(app: FastifyInstance, ctx: AppContext) {
  const grading = new GradingService(ctx);
  const crud = crudRoutes(app, BASE, TAGS);

  crud.command('POST', 'correct', {
    perm: PERMS.workCorrect.grade,
    summary:
      '批改作品 `{workId, score (0-100), comment}`：只能批改所管理班级学生的作品；状态变为已批改（公开作品保持公开），课程作业记录成绩，并通知学生',
    input: workCorrectBody,
    message: '批改成功！',
    run: (auth, body) => grading.correct(auth, body.workId, body.score, body.comment),
  });
  crud.command('POST', 'returnWork', {
    perm: PERMS.workCorrect.grade,
    summary: '退回修改 `{workId, comment}`：作品回到已保存状态，撤回成绩，并通知学生退回原因',
    input: workReturnBody,
    message: '已退回！',
    run: (auth, body) => grading.returnWork(auth, body.workId, body.comment),
  });
  crud.read('correctQueue', {
    perm: PERMS.workCorrect.grade,
    summary:
      '批改队列：某个单元 `unitId` 或额外作业 `additionalId` 下，所管理班级（可用 `departId` 指定）学生的作品；`status` submitted（待批改，默认）、graded（已批改）或 all',
    query: correctQueueQuery,
    result: z.array(correctQueueRowSchema),
    find: (auth, q) => grading.queue(auth, q),
  });
  crud.read('queryTeachingWorkCorrectByMainId', {
    perm: 'login',
    summary:
      '作品的批改记录 `[{score, comment, createBy, createTime}]`（作者本人、所管理班级的老师或管理员）',
    query: teachingIdQuery,
    result: z.array(workCorrectRowSchema),
    find: (auth, q) => grading.corrections(auth, q.id),
  });
  crud.read('queryTeachingWorkCommentByMainId', {
    perm: 'login',
    summary: '作品的评论，最新在前（只读；隐藏的评论只有管理该作品的老师可见）',
    query: teachingIdQuery,
    result: z.array(workCommentRowSchema),
    find: (auth, q) => grading.comments(auth, q.id),
  });
}

export { GradingService };
