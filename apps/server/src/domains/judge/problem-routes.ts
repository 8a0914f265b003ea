import type { JudgeEngine } from '@ck/judge';
import {
  adminProblemListQuery,
  adminProblemSchema,
  adminSubmissionListQuery,
  envelopeOf,
  judgeIdQuery,
  judgeResultSchema,
  PERMS,
  problemDataSchema,
  sandboxStatusSchema,
  submissionRowSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requirePerm } from '../../platform/auth/guard.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { multipartScope } from '../../platform/http/multipart.ts';
import { routeDoc } from '../../platform/http/route-doc.ts';
import { statusFor } from './judge-readiness.ts';
import { ProblemDataService } from './problem-data-service.ts';
import { problemBody, problemEditBody } from './problem-schemas.ts';
import type { ProblemService } from './problem-service.ts';
import { problemTransferRoutes } from './problem-transfer-routes.ts';
import type { SubmissionService } from './submission-service.ts';

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
  const problemData = new ProblemDataService(ctx.db, problems, deps.engine, deps.dataRoot);
  problemTransferRoutes(fastify, ctx, { problems, dataRoot: deps.dataRoot });

  const crud = crudRoutes(app, '/api/judge/problem', TAGS);
  crud.list({
    perm: PERMS.problem.list,
    summary: '题库（含隐藏题、测试点列表）；`visible` 为 0（隐藏）或 1（公开），其它值回答 400',
    query: adminProblemListQuery,
    row: adminProblemSchema,
    find: (auth, q) => problems.adminPage(auth.tenantId, q),
  });
  crud.queryById({
    perm: PERMS.problem.list,
    summary: '一道题的全部字段',
    query: judgeIdQuery,
    result: adminProblemSchema,
    find: (auth, q) => problems.adminDetail(auth.tenantId, q.id),
  });

  crud.add({
    perm: PERMS.problem.add,
    summary:
      '新增题目 `{title, content, samples: [{input, output}], timeLimit (100–10000 ms), memoryLimit (16–1024 MB), languages: [], difficulty (1–5), tags: [], visible (0/1), checkerType: default|exact|float|special, checkerEpsilon?, checkerSource?, referenceLanguage?, referenceCode?}`；`default` 忽略行末空格与末尾空行，`exact` 逐字节，`float` 按误差（绝对或相对）比较数值，`special` 为 C++ 特判程序（参数 `输入 选手输出 标准答案`，退出码 0 正确、1/2 错误，其它为系统错误；说明写到 stderr）',
    body: problemBody,
    message: '添加成功！',
    save: (auth, body) => problems.add(auth, body),
  });
  crud.edit({
    perm: PERMS.problem.edit,
    summary: '编辑题目 `{id, …}`，只改传入的字段',
    body: problemEditBody,
    message: '编辑成功！',
    save: (auth, { id, ...rest }) => problems.edit(auth, id, rest),
  });
  crud.delete({
    perm: PERMS.problem.delete,
    summary: '删除题目（逻辑删除）',
    query: judgeIdQuery,
    message: '删除成功！',
    remove: (auth, q) => problems.remove(auth, q.id),
  });

  // Test data: a zip of 1.in / 1.out pairs or with a config.json (cases, scores, subtasks).
  multipartScope(app, async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/api/judge/problem/uploadData',
      routeDoc(
        requirePerm(PERMS.problem.data),
        TAGS,
        '上传测试数据：multipart 字段 `file`：zip（≤ 200 MB，解压后 ≤ 512 MB，≤ 2000 个文件）。`1.in`/`1.out`（或 `.ans`）成对，按自然序编号；或带 `config.json`：`{"cases": [{"input": "a.in", "output": "a.out", "score": 10}], "subtasks": [{"score": 40, "mode": "min", "cases": [0, 1]}]}`（`mode`：`sum` 按通过比例、`min` 全对才得分、`max` 任一通过即得分；编号从 0 开始）。出错时保留原数据',
        { response: { 200: envelopeOf(problemDataSchema) } },
      ),
      async (req) => {
        const parsed = judgeIdQuery.safeParse(req.query);
        if (!parsed.success) throw badRequest('缺少参数 id');
        // An unknown problem is refused before the upload is read.
        const problem = await problems.get(req.auth!.tenantId, parsed.data.id);
        const file = await req.file({ limits: { fileSize: MAX_ZIP, files: 1 } }).catch(() => undefined);
        if (!file) throw badRequest('请选择测试数据 zip 文件');
        const buffer = await file.toBuffer().catch(() => {
          throw badRequest('测试数据文件超过 200 MB');
        });
        const answer = await problemData.replace(req.auth!, problem, buffer);
        return ok(answer, `已上传 ${answer.caseCount} 个测试点`);
      },
    );
  });

  // Runs the reference solution on the test data: every case should be AC.
  app.post(
    '/api/judge/problem/validate',
    routeDoc(
      requirePerm(PERMS.problem.data),
      TAGS,
      '`{id}`：用标准程序跑一遍测试数据，回答完整评测结果，全部 AC 时提示“测试数据校验通过”',
      { body: judgeIdQuery, response: { 200: envelopeOf(judgeResultSchema) } },
    ),
    async (req) => {
      const result = await problemData.validate(req.auth!.tenantId, req.body.id);
      const message = result.verdict === 'AC' ? '测试数据校验通过' : `校验未通过：${result.verdict}`;
      return ok(result, message);
    },
  );

  crudRoutes(app, '/api/judge/submission', TAGS).list({
    perm: PERMS.submission.list,
    summary: '后台提交记录：管理员看本机构全部，老师看所教班级',
    query: adminSubmissionListQuery,
    row: submissionRowSchema,
    find: (auth, q) => deps.submissions.list(auth, { ...q, scope: 'class' }),
  });

  crudRoutes(app, '/api/judge', TAGS).read('status', {
    perm: 'login',
    summary:
      '判题沙箱的状态 `{report, text, languages}`：有题库权限（`judge:problem:list`）的用户看到启用了哪些保护，不可用时 `text` 附修复命令；其他登录用户只看到 `report.available` 与一句说明',
    result: sandboxStatusSchema,
    find: async (auth) => {
      const engine = await deps.engine();
      const languages = engine.languages().map((l) => l.id);
      return statusFor(engine.report, engine.reportText(), languages, auth.perms.has(PERMS.problem.list));
    },
  });
}
