import {
  examStartBody,
  examStartResult,
  jumpOutResult,
  myExamSchema,
  saveAnswerBody,
  saveAnswerResult,
  submitResult,
  userPaperIdBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { AttemptService } from './attempt-service.ts';

const BASE = '/api/teaching/teachingExam';
const TAGS = ['exam'];

/** The student's side: my exams, start / resume, autosave, jump-outs, hand-in. */
export function attemptRoutes(app: FastifyInstance, ctx: AppContext) {
  const attempts = new AttemptService(ctx);
  const crud = crudRoutes(app, BASE, TAGS);

  crud.read('mine', {
    perm: 'login',
    summary:
      '我的考试：发布给我（所在班级或点名）的考试，最新在前；状态按服务器时间与我的答卷计算；成绩仅在允许显示且已评完时给出',
    result: z.array(myExamSchema),
    find: (auth) => attempts.mine(auth),
  });
  crud.write('POST', 'start', {
    perm: 'login',
    summary:
      '开始考试 `{examId, password?}`：已有未交的答卷则原样继续（同一套题、已存答案）；否则检查时间窗口、次数与密码后抽题；题目只含学生可见的字段',
    input: examStartBody,
    result: examStartResult,
    run: (auth, body) => attempts.start(auth, body),
  });
  crud.write('POST', 'saveAnswer', {
    perm: 'login',
    summary:
      '保存一题答案 `{userPaperId, questionId, answer, language?}`：仅本人、答题中且未超过截止时间 30 秒；题目须在本卷中；按题型做基本校验',
    input: saveAnswerBody,
    result: saveAnswerResult,
    message: '已保存',
    run: (auth, body) => attempts.saveAnswer(auth, body),
  });
  crud.write('POST', 'jumpOut', {
    perm: 'login',
    summary: '记录一次切屏 `{userPaperId}`：服务器计数；达到考试的切屏上限时自动交卷',
    input: userPaperIdBody,
    result: jumpOutResult,
    run: (auth, body) => attempts.jumpOut(auth, body.userPaperId),
  });
  crud.write('POST', 'submit', {
    perm: 'login',
    summary:
      '交卷 `{userPaperId}`：客观题立即评分，编程题送判题，简答 / 实操题待批阅；重复交卷返回同一结果；成绩仅在考试允许显示时给出',
    input: userPaperIdBody,
    result: submitResult,
    message: '交卷成功',
    run: (auth, body) => attempts.submit(auth, body.userPaperId),
  });
}
