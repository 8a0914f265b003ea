import type { JudgeEngine } from '@ck/judge';
import { PERMS } from '@ck/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requirePerm } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { buildJudgeRequest, parseTestData, storeTestData } from './problem-data.ts';
import {
  adminProblemListQuery,
  idQuery,
  problemBody,
  problemEdit,
  submissionListQuery,
} from './problem-schemas.ts';
import { adminProblem, type ProblemService } from './problem-service.ts';
import { problemTransferRoutes } from './problem-transfer-routes.ts';
import type { SubmissionService } from './submission-service.ts';
import { judgeProblem } from './tables.ts';

const TAGS = ['judge'];

const MAX_ZIP = 200 * 1024 * 1024;

interface Deps {
  problems: ProblemService;
  submissions: SubmissionService;
  engine: () => Promise<JudgeEngine>;
  dataRoot: string;
}

/** The back office problem bank under /api/judge. */
export function problemRoutes(fastify: FastifyInstance, ctx: AppContext, deps: Deps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { problems } = deps;
  problemTransferRoutes(fastify, ctx, { problems, dataRoot: deps.dataRoot });

  app.get(
    '/api/judge/problem/list',
    {
      config: requirePerm(PERMS.problem.list),
      schema: {
        summary: '题库（含隐藏题、测试点列表）；`visible` 为 0（隐藏）或 1（公开），其它值回答 400',
        tags: TAGS,
        querystring: adminProblemListQuery,
      },
    },
    async (req) => {
      const q = req.query;
      const { records, total } = await problems.list(req.auth!.tenantId, q, false);
      return ok({
        records: records.map(adminProblem),
        total,
        size: q.pageSize,
        current: q.pageNo,
        pages: Math.ceil(total / q.pageSize),
      });
    },
  );

  app.get(
    '/api/judge/problem/queryById',
    {
      config: requirePerm(PERMS.problem.list),
      schema: { summary: '一道题的全部字段', tags: TAGS, querystring: idQuery },
    },
    async (req) => ok(adminProblem(await problems.get(req.auth!.tenantId, req.query.id))),
  );

  app.post(
    '/api/judge/problem/add',
    {
      config: requirePerm(PERMS.problem.add),
      schema: {
        summary:
          '新增题目 `{title, content, samples: [{input, output}], timeLimit (100–10000 ms), memoryLimit (16–1024 MB), languages: [], difficulty (1–5), tags: [], visible (0/1), checkerType: default|exact|float|special, checkerEpsilon?, checkerSource?, referenceLanguage?, referenceCode?}`；`default` 忽略行末空格与末尾空行，`exact` 逐字节，`float` 按误差（绝对或相对）比较数值，`special` 为 C++ 特判程序（参数 `输入 选手输出 标准答案`，退出码 0 正确、1/2 错误，其它为系统错误；说明写到 stderr）',
        tags: TAGS,
        body: problemBody,
      },
    },
    async (req) => ok({ id: await problems.add(req.auth!, req.body) }, '添加成功！'),
  );

  app.put(
    '/api/judge/problem/edit',
    {
      config: requirePerm(PERMS.problem.edit),
      schema: { summary: '编辑题目 `{id, …}`，只改传入的字段', tags: TAGS, body: problemEdit },
    },
    async (req) => {
      const { id, ...rest } = req.body;
      await problems.edit(req.auth!, id, rest);
      return ok(null, '编辑成功！');
    },
  );

  app.delete(
    '/api/judge/problem/delete',
    {
      config: requirePerm(PERMS.problem.delete),
      schema: { summary: '删除题目（逻辑删除）', tags: TAGS, querystring: idQuery },
    },
    async (req) => {
      await problems.remove(req.auth!, req.query.id);
      return ok(null, '删除成功！');
    },
  );

  // Test data: a zip of 1.in / 1.out pairs or with a config.json (cases, scores, subtasks).
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data'))
      await scope.register((await import('@fastify/multipart')).default);
    scope.post(
      '/api/judge/problem/uploadData',
      {
        config: requirePerm(PERMS.problem.data),
        schema: {
          summary:
            '上传测试数据：multipart 字段 `file`：zip（≤ 200 MB，解压后 ≤ 512 MB，≤ 2000 个文件）。`1.in`/`1.out`（或 `.ans`）成对，按自然序编号；或带 `config.json`：`{"cases": [{"input": "a.in", "output": "a.out", "score": 10}], "subtasks": [{"score": 40, "mode": "min", "cases": [0, 1]}]}`（`mode`：`sum` 按通过比例、`min` 全对才得分、`max` 任一通过即得分；编号从 0 开始）。出错时保留原数据',
          tags: TAGS,
        },
      },
      async (req) => {
        const parsed = idQuery.safeParse(req.query);
        if (!parsed.success) throw badRequest('缺少参数 id');
        const problem = await problems.get(req.auth!.tenantId, parsed.data.id);
        const file = await req.file({ limits: { fileSize: MAX_ZIP, files: 1 } }).catch(() => undefined);
        if (!file) throw badRequest('请选择测试数据 zip 文件');
        const buffer = await file.toBuffer().catch(() => {
          throw badRequest('测试数据文件超过 200 MB');
        });
        const data = await parseTestData(buffer);
        const version = problem.dataVersion + 1;
        storeTestData(deps.dataRoot, problem.id, version, data);
        await ctx.db
          .update(judgeProblem)
          .set({
            cases: data.cases,
            subtasks: data.subtasks,
            dataVersion: version,
            updateBy: req.auth!.username,
            updateTime: new Date(),
          })
          .where(eq(judgeProblem.id, problem.id));
        return ok(
          { caseCount: data.cases.length, subtasks: data.subtasks, cases: data.cases },
          `已上传 ${data.cases.length} 个测试点`,
        );
      },
    );
  });

  // Runs the reference solution on the test data: every case should be AC.
  app.post(
    '/api/judge/problem/validate',
    {
      config: requirePerm(PERMS.problem.data),
      schema: {
        summary: '`{id}`：用标准程序跑一遍测试数据，回答完整评测结果，全部 AC 时提示“测试数据校验通过”',
        tags: TAGS,
        body: idQuery,
      },
    },
    async (req) => {
      const problem = await problems.get(req.auth!.tenantId, req.body.id);
      if (problem.cases.length === 0) throw badRequest('请先上传测试数据');
      if (!problem.referenceCode || !problem.referenceLanguage) throw badRequest('请先填写标准程序及其语言');
      const engine = await deps.engine();
      const result = await engine.judge(
        buildJudgeRequest(deps.dataRoot, problem, {
          language: problem.referenceLanguage,
          code: problem.referenceCode,
        }),
      );
      const message = result.verdict === 'AC' ? '测试数据校验通过' : `校验未通过：${result.verdict}`;
      return ok(result, message);
    },
  );

  app.get(
    '/api/judge/submission/list',
    {
      config: requirePerm(PERMS.submission.list),
      schema: {
        summary: '后台提交记录：管理员看本机构全部，老师看所教班级',
        tags: TAGS,
        querystring: submissionListQuery.omit({ scope: true }),
      },
    },
    async (req) => {
      const q = { ...req.query, scope: 'class' as const };
      const { records, total } = await deps.submissions.list(req.auth!, q);
      return ok({
        records,
        total,
        size: q.pageSize,
        current: q.pageNo,
        pages: Math.ceil(total / q.pageSize),
      });
    },
  );

  const statusDoc = { summary: '沙箱启用了哪些保护 `{report, text, languages}`', tags: TAGS };
  app.get('/api/judge/status', { config: requirePerm(PERMS.problem.list), schema: statusDoc }, async () => {
    const engine = await deps.engine();
    return ok({
      report: engine.report,
      text: engine.reportText(),
      languages: engine.languages().map((l) => l.id),
    });
  });
}
