import {
  envelopeOf,
  PERMS,
  problemExportQuery,
  problemImportQuery,
  problemImportResultSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { contentDisposition } from '../../crud/excel-export.ts';
import { requirePerm } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { multipartScope } from '../../platform/http/multipart.ts';
import { routeDoc } from '../../platform/http/route-doc.ts';
import type { ProblemService } from './problem-service.ts';
import { ProblemTransfer } from './problem-transfer.ts';

const TAGS = ['judge'];

const MAX_ZIP = 200 * 1024 * 1024;

/** FPS XML / Hydro zip import and FPS export of the problem bank under /api/judge. */
export function problemTransferRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  deps: { problems: ProblemService; dataRoot: string },
) {
  const transfer = new ProblemTransfer(ctx.db, deps.problems, ctx.storage, deps.dataRoot);

  multipartScope(fastify, async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/api/judge/problem/import',
      routeDoc(
        requirePerm(PERMS.problem.import),
        TAGS,
        '导入题目：multipart 字段 `file`（≤ 200 MB；FPS XML ≤ 100 MB；zip 解压后 ≤ 512 MB、≤ 2000 个文件）。`?format=fps|hydro`，不带时按文件头判断（zip 为 Hydro）→ `{count, problems: [{id, item, title, caseCount, warnings: []}], skipped: [{item, title, errors: []}]}`，提示“已导入 N 道题目”（有跳过时加“，跳过 M 道有错误的题目”）。有效的题目都导入，有错误的题目跳过并列出；测试输入输出数量不一致时保留完整的组。导入的题目为隐藏状态',
        { response: { 200: envelopeOf(problemImportResultSchema) } },
      ),
      async (req) => {
        const query = problemImportQuery.safeParse(req.query);
        if (!query.success) throw badRequest(query.error.issues[0]?.message ?? '参数不合法');
        const file = req.isMultipart()
          ? await req.file({ limits: { fileSize: MAX_ZIP, files: 1 } }).catch(() => undefined)
          : undefined;
        if (!file) throw badRequest('请选择要导入的 FPS XML 或 Hydro zip 文件');
        const buffer = await file.toBuffer().catch(() => {
          throw badRequest('导入文件超过 200 MB');
        });
        const answer = await transfer.importFile(req.auth!, buffer, query.data.format);
        const skipped = answer.skipped.length ? `，跳过 ${answer.skipped.length} 道有错误的题目` : '';
        return ok(answer, `已导入 ${answer.count} 道题目${skipped}`);
      },
    );
  });

  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/judge/problem/exportFps',
      routeDoc(
        requirePerm(PERMS.problem.export),
        TAGS,
        '导出 FPS 1.2 XML（`application/xml`，附件）：`?ids=a,b` 为勾选的题目（按 `ids` 顺序），或按 `keyword`、`tag`、`difficulty`、`visible` 筛选的全部题目（最多 500 道，合计 ≤ 200 MB）',
        { querystring: problemExportQuery },
      ),
      async (req, reply) => {
        const { ids, ...filter } = req.query;
        const rows = await transfer.select(req.auth!.tenantId, ids ?? null, filter);
        const xml = await transfer.exportFps(rows);
        const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
        return reply
          .header('Content-Type', 'application/xml; charset=utf-8')
          .header('Content-Disposition', contentDisposition(`题目导出-${day}.xml`, `fps-problems-${day}.xml`))
          .send(xml);
      },
    );
}
