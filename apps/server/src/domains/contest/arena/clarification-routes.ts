import {
  clarificationAnnounceBody,
  clarificationAnswerBody,
  clarificationAskBody,
  clarificationSchema,
  contestIdQuery,
  emptyEnvelope,
  envelopeOf,
  PERMS,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { CONTEST_BASE, CONTEST_TAGS } from './arena-constants.ts';
import { ClarificationService } from './clarification-service.ts';

/** Clarifications: contestants ask, the jury answers privately or publicly and announces. */
export function clarificationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clarifications = new ClarificationService(ctx);
  const BASE = `${CONTEST_BASE}/clarification`;
  const TAGS = CONTEST_TAGS;

  app.get(
    `${BASE}/list`,
    routeDoc(
      { guard: 'login' },
      TAGS,
      '答疑列表：参赛者看自己的提问和公开的回答 / 公告；裁判看全部（含提问人）',
      { querystring: contestIdQuery, response: { 200: envelopeOf(z.array(clarificationSchema)) } },
    ),
    async (req) => ok(await clarifications.list(req.auth!, req.query.contestId)),
  );

  app.post(
    `${BASE}/ask`,
    routeDoc(
      { guard: 'login' },
      TAGS,
      '提问 `{contestId, problemId?, question}`：比赛进行中的参赛者；题目须是本分组的；每分钟最多 5 次',
      { body: clarificationAskBody, response: { 200: envelopeOf(z.object({ id: z.string() })) } },
    ),
    async (req) => ok(await clarifications.ask(req.auth!, req.body), '已提交问题'),
  );

  app.post(
    `${BASE}/answer`,
    routeDoc(
      requirePerm(PERMS.contest.jury),
      TAGS,
      '裁判回答 `{id, answer, isPublic}`：isPublic 为 1 时全体（或该分组）可见，否则仅提问人可见',
      { body: clarificationAnswerBody, response: { 200: emptyEnvelope } },
    ),
    async (req) => ok(await clarifications.answer(req.auth!, req.body), '已回答'),
  );

  app.post(
    `${BASE}/announce`,
    routeDoc(
      requirePerm(PERMS.contest.jury),
      TAGS,
      '裁判公告 `{contestId, groupId?, answer}`：发给全体参赛者或一个分组',
      { body: clarificationAnnounceBody, response: { 200: envelopeOf(z.object({ id: z.string() })) } },
    ),
    async (req) => ok(await clarifications.announce(req.auth!, req.body), '已发布公告'),
  );
}
