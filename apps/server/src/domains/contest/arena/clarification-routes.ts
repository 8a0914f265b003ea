import {
  clarificationAnnounceBody,
  clarificationAnswerBody,
  clarificationAskBody,
  clarificationSchema,
  contestIdQuery,
  PERMS,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { CONTEST_BASE, CONTEST_TAGS } from './arena-constants.ts';
import { ClarificationService } from './clarification-service.ts';

/** Clarifications: contestants ask, the jury answers privately or publicly and announces. */
export function clarificationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const clarifications = new ClarificationService(ctx);
  const crud = crudRoutes(fastify, `${CONTEST_BASE}/clarification`, CONTEST_TAGS);
  const newId = z.object({ id: z.string() });

  crud.read('list', {
    perm: 'login',
    summary: '答疑列表：参赛者看自己的提问和公开的回答 / 公告；裁判看全部（含提问人）',
    query: contestIdQuery,
    result: z.array(clarificationSchema),
    find: (auth, q) => clarifications.list(auth, q.contestId),
  });
  crud.write('POST', 'ask', {
    perm: 'login',
    summary:
      '提问 `{contestId, problemId?, question}`：比赛进行中的参赛者；题目须是本分组的；每分钟最多 5 次',
    input: clarificationAskBody,
    result: newId,
    message: '已提交问题',
    run: (auth, body) => clarifications.ask(auth, body),
  });
  crud.command('POST', 'answer', {
    perm: PERMS.contest.jury,
    summary: '裁判回答 `{id, answer, isPublic}`：isPublic 为 1 时全体（或该分组）可见，否则仅提问人可见',
    input: clarificationAnswerBody,
    message: '已回答',
    run: (auth, body) => clarifications.answer(auth, body),
  });
  crud.write('POST', 'announce', {
    perm: PERMS.contest.jury,
    summary: '裁判公告 `{contestId, groupId?, answer}`：发给全体参赛者或一个分组',
    input: clarificationAnnounceBody,
    result: newId,
    message: '已发布公告',
    run: (auth, body) => clarifications.announce(auth, body),
  });
}
