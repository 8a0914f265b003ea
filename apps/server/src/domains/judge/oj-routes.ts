import type { JudgeEngine } from '@ck/judge';
import {
  envelopeOf,
  judgeCreatedSchema,
  judgeIdQuery,
  judgeLanguageSchema,
  judgeSignInSchema,
  pageResultOf,
  practiceProblemListItemSchema,
  practiceProblemSchema,
  problemListQuery,
  selfTestBody,
  selfTestResultSchema,
  submissionBody,
  submissionDetailSchema,
  submissionListQuery,
  submissionRowSchema,
} from '@ck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { FailureLimiter } from '../../platform/auth/rate-limit.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { ok } from '../../platform/http/envelope.ts';
import { tooMany } from '../../platform/http/errors.ts';
import { pageFrom } from '../../platform/http/paging.ts';
import { routeDoc } from '../../platform/http/route-doc.ts';
import { judgeSignIn } from './judge-session.ts';
import type { ProblemService } from './problem-service.ts';
import { SelfTestGate } from './self-test-gate.ts';
import type { SubmissionService } from './submission-service.ts';

const TAGS = ['judge'];

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
  const gate = new SelfTestGate({ max: ctx.config.judgeSelfTestMax });
  const { problems, submissions } = deps;

  const signIn = async (req: FastifyRequest) => {
    const token = req.headers['x-access-token'];
    const answer = await judgeSignIn(ctx.db, req.auth!, typeof token === 'string' ? token : null);
    return ok(answer, '已登录判题系统');
  };
  const signInDoc = {
    summary:
      '用平台令牌（`X-Access-Token`）登录判题区，判题会话即平台会话 → `{token, user: {id, username, realname, avatar}, canManage}`',
    tags: TAGS,
    response: { 200: envelopeOf(judgeSignInSchema) },
  };
  app.post('/ojapi/login', { config: { guard: 'login' }, schema: signInDoc }, signIn);
  app.post('/ojapi/register', { config: { guard: 'login' }, schema: signInDoc }, signIn);

  const languagesDoc = {
    summary:
      '本机可用语言 `[{id, name, editor, template, timeMultiplier}]`；`id` 为 `c`、`cpp17`、`cpp20`、`python3`、`javascript`、`java`（有 JDK 时）',
    tags: TAGS,
    response: { 200: envelopeOf(z.array(judgeLanguageSchema)) },
  };
  app.get('/ojapi/judge/languages', { config: { guard: 'public' }, schema: languagesDoc }, async () =>
    ok((await deps.engine()).languages()),
  );

  crudRoutes(app, '/ojapi/judge', TAGS).write('POST', 'run', {
    perm: 'login',
    summary:
      '自测 `{language, code, input}`（代码 ≤ 64 KB，输入 ≤ 1 MB），不记录、不比对 → `{verdict, stdout, stderr, time, memory}`（毫秒、KB；输出截断到 64 KB）。每人每分钟 10 次，超出回答 429；全站同时运行的自测有上限（`JUDGE_SELFTEST_MAX`），满员时稍等片刻，仍无空位回答 429“评测繁忙，请稍后再试”',
    input: selfTestBody,
    result: selfTestResultSchema,
    run: async (auth, body) => {
      if (runLimit.blocked(auth.userId))
        throw tooMany(`自测太频繁，每分钟最多 ${RUNS_PER_MINUTE} 次，请稍后再试`);
      runLimit.fail(auth.userId);
      const engine = await deps.engine();
      return gate.run(() => engine.run(body));
    },
  });

  app.get(
    '/ojapi/problem/list',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '公开题目（有 `judge:problem:edit` 的用户另见隐藏题）`{id, title, samples, timeLimit, memoryLimit, languages, difficulty, tags, submitCount, acceptCount, caseCount, myStatus}`；`myStatus`：`AC`、`tried` 或 `null`',
      {
        querystring: problemListQuery,
        response: { 200: envelopeOf(pageResultOf(practiceProblemListItemSchema)) },
      },
    ),
    async (req) => ok(pageFrom(await problems.practicePage(req.auth, req.query), req.query)),
  );

  app.get(
    '/ojapi/problem/detail',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '题面（Markdown，含图片与 `$LaTeX$`，由前端渲染并清洗）、样例与限制；隐藏题回答 404；从不返回测试数据、特判与标准程序',
      { querystring: judgeIdQuery, response: { 200: envelopeOf(practiceProblemSchema) } },
    ),
    async (req) => ok(await problems.practiceDetail(req.auth, req.query.id)),
  );

  const mine = crudRoutes(app, '/ojapi/submission', TAGS);
  mine.write('POST', 'submit', {
    perm: 'login',
    summary: '提交 `{problemId, language, code}` → `{id}`；语言须为本题允许的语言，题目须有测试数据',
    input: submissionBody,
    result: judgeCreatedSchema,
    message: '已提交，正在评测',
    run: async (auth, body) => {
      await deps.engine(); // the languages are known once the sandbox is probed
      const id = await submissions.submit(auth, body);
      deps.kick();
      return { id };
    },
  });
  mine.read('detail', {
    perm: 'login',
    summary:
      '评测详情 `{id, problemId, username, language, code, status, verdict, score, timeMs, memoryKb, compileMessage, cases: [{index, name, verdict, timeMs, memoryKb, score, message}], caseTotal}`；`status`：`queued` 排队、`judging` 评测中（`cases` 逐个增加）、`done`。学生只能看自己的，老师可看所教班级学生的，管理员看本机构全部',
    query: judgeIdQuery,
    result: submissionDetailSchema,
    find: (auth, q) => submissions.detail(auth, q.id),
  });
  mine.list({
    perm: 'login',
    summary: '提交列表（不含代码）；`scope=class` 仅老师（所教班级）与管理员',
    query: submissionListQuery,
    row: submissionRowSchema,
    find: (auth, q) => submissions.list(auth, q),
  });
}
