import { PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { contentDisposition } from '../../crud/excel-export.ts';
import { requirePerm } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { createStorage } from '../../platform/storage/file-storage.ts';
import { readFps } from './fps-import.ts';
import { readHydro } from './hydro-import.ts';
import { exportQuery, importQuery } from './problem-schemas.ts';
import type { ProblemService } from './problem-service.ts';
import { ProblemTransfer } from './problem-transfer.ts';

const TAGS = ['judge'];

const MAX_ZIP = 200 * 1024 * 1024;
const MAX_XML = 100 * 1024 * 1024;

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b;

/** FPS XML / Hydro zip import and FPS export of the problem bank under /api/judge. */
export function problemTransferRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  deps: { problems: ProblemService; dataRoot: string },
) {
  const transfer = new ProblemTransfer(ctx.db, deps.problems, createStorage(ctx.config), deps.dataRoot);

  fastify.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data'))
      await scope.register((await import('@fastify/multipart')).default);
    scope.post(
      '/api/judge/problem/import',
      {
        config: requirePerm(PERMS.problem.import),
        schema: {
          summary:
            '导入题目：multipart 字段 `file`（≤ 200 MB；FPS XML ≤ 100 MB；zip 解压后 ≤ 512 MB、≤ 2000 个文件）。`?format=fps|hydro`，不带时按文件头判断（zip 为 Hydro）→ `{count, problems: [{id, title, caseCount, warnings: []}]}`，提示“已导入 N 道题目”。导入的题目为隐藏状态',
          tags: TAGS,
        },
      },
      async (req) => {
        const query = importQuery.safeParse(req.query);
        if (!query.success) throw badRequest(query.error.issues[0]?.message ?? '参数不合法');
        const file = req.isMultipart()
          ? await req.file({ limits: { fileSize: MAX_ZIP, files: 1 } }).catch(() => undefined)
          : undefined;
        if (!file) throw badRequest('请选择要导入的 FPS XML 或 Hydro zip 文件');
        const buffer = await file.toBuffer().catch(() => {
          throw badRequest('导入文件超过 200 MB');
        });
        if (buffer.length === 0) throw badRequest('导入文件是空的');
        const format = query.data.format ?? (isZip(buffer) ? 'hydro' : 'fps');
        let batch: Awaited<ReturnType<typeof readHydro>>;
        if (format === 'hydro') {
          if (!isZip(buffer)) throw badRequest('Hydro 题目包应为 zip 文件');
          batch = await readHydro(buffer);
        } else {
          if (isZip(buffer)) throw badRequest('FPS 文件应为 XML，而不是 zip 文件');
          if (buffer.length > MAX_XML) throw badRequest('FPS XML 文件超过 100 MB，请拆分后再导入');
          const xml = buffer.toString('utf8').replace(/^\uFEFF/, '');
          batch = readFps(xml);
        }
        const answer = await transfer.importBatch(req.auth!, batch);
        return ok(answer, `已导入 ${answer.count} 道题目`);
      },
    );
  });

  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/judge/problem/exportFps',
    {
      config: requirePerm(PERMS.problem.export),
      schema: {
        summary:
          '导出 FPS 1.2 XML（`application/xml`，附件）：`?ids=a,b` 为勾选的题目（按 `ids` 顺序），或按 `keyword`、`tag`、`difficulty`、`visible` 筛选的全部题目（最多 500 道，合计 ≤ 200 MB）',
        tags: TAGS,
        querystring: exportQuery,
      },
    },
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
