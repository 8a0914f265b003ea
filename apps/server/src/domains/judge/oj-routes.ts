import type { JudgeEngine } from '@ck/judge';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { FailureLimiter } from '../../platform/auth/rate-limit.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound, tooMany } from '../../platform/http/errors.ts';
import { tenantOf } from '../../platform/tenancy/tenancy.ts';
import { findUserById } from '../identity/index.ts';
import { idQuery, problemListQuery, runBody, submissionListQuery, submitBody } from './problem-schemas.ts';
import { type ProblemService, publicProblem } from './problem-service.ts';
import { canManageProblems, type SubmissionService } from './submission-service.ts';

interface Deps {
  problems: ProblemService;
  submissions: SubmissionService;
  engine: () => Promise<JudgeEngine>;
  kick: () => void;
}

const RUNS_PER_MINUTE = 10;

/** The practice area's API under /ojapi (the web client's second base, 5 s timeout: judging is polled). */
export function ojRoutes(fastify: FastifyInstance, ctx: AppContext, deps: Deps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const runLimit = new FailureLimiter(RUNS_PER_MINUTE, 60_000);
  const { problems, submissions } = deps;

  // The platform token signs the user into the judge area; the judge session is that same session.
  const signIn = async (req: FastifyRequest) => {
    const auth = req.auth!;
    const user = await findUserById(ctx.db, auth.userId);
    if (!user) throw notFound('用户不存在');
    return ok(
      {
        token: req.headers['x-access-token'] ?? null,
        user: { id: user.id, username: user.username, realname: user.realname, avatar: user.avatar },
        canManage: canManageProblems(auth),
      },
      '已登录判题系统',
    );
  };
  app.post('/ojapi/login', { config: { guard: 'login' } }, signIn);
  app.post('/ojapi/register', { config: { guard: 'login' } }, signIn);

  app.get('/ojapi/judge/languages', { config: { guard: 'public' } }, async () =>
    ok((await deps.engine()).languages()),
  );

  app.post('/ojapi/judge/run', { config: { guard: 'login' }, schema: { body: runBody } }, async (req) => {
    const key = req.auth!.userId;
    if (runLimit.blocked(key)) throw tooMany(`自测太频繁，每分钟最多 ${RUNS_PER_MINUTE} 次，请稍后再试`);
    runLimit.fail(key);
    return ok(await (await deps.engine()).run(req.body));
  });

  app.get(
    '/ojapi/problem/list',
    { config: { guard: 'public' }, schema: { querystring: problemListQuery } },
    async (req) => {
      const q = req.query;
      const auth = req.auth;
      const tenantId = tenantOf(auth);
      const { records, total } = await problems.list(tenantId, q, !(auth && canManageProblems(auth)));
      const status = auth
        ? await problems.statusOf(
            auth.userId,
            records.map((r) => r.id),
          )
        : new Map();
      return ok({
        records: records.map((p) => ({
          ...publicProblem(p),
          content: undefined,
          myStatus: status.get(p.id) ?? null,
        })),
        total,
        size: q.pageSize,
        current: q.pageNo,
        pages: Math.ceil(total / q.pageSize),
      });
    },
  );

  app.get(
    '/ojapi/problem/detail',
    { config: { guard: 'public' }, schema: { querystring: idQuery } },
    async (req) => {
      const auth = req.auth;
      const problem = await problems.get(tenantOf(auth), req.query.id);
      if (problem.visible !== 1 && !(auth && canManageProblems(auth))) throw notFound('题目不存在');
      return ok(publicProblem(problem));
    },
  );

  app.post(
    '/ojapi/submission/submit',
    { config: { guard: 'login' }, schema: { body: submitBody } },
    async (req) => {
      await deps.engine(); // the languages are known once the sandbox is probed
      const id = await submissions.submit(req.auth!, req.body);
      deps.kick();
      return ok({ id }, '已提交，正在评测');
    },
  );

  app.get(
    '/ojapi/submission/detail',
    { config: { guard: 'login' }, schema: { querystring: idQuery } },
    async (req) => ok(await submissions.detail(req.auth!, req.query.id)),
  );

  app.get(
    '/ojapi/submission/list',
    { config: { guard: 'login' }, schema: { querystring: submissionListQuery } },
    async (req) => {
      const q = req.query;
      const { records, total } = await submissions.list(req.auth!, q);
      return ok({
        records,
        total,
        size: q.pageSize,
        current: q.pageNo,
        pages: Math.ceil(total / q.pageSize),
      });
    },
  );
}
