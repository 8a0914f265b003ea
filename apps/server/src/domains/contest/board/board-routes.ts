import {
  certIssueResultSchema,
  contestAwardCertBody,
  contestBoardQuery,
  contestUnfreezeBody,
  PERMS,
} from '@ck/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingContest } from '../tables.ts';
import { awardCertificates } from './award-certificates.ts';
import { boardWorkbook } from './board-excel.ts';
import { BoardService, type BoardServiceOptions } from './board-service.ts';

const BASE = '/api/teaching/teachingContest';
const TAGS = ['contest'];

/** The scoreboards: rank, school ranking, export, unfreeze; kept up to date incrementally. */
export function boardRoutes(fastify: FastifyInstance, ctx: AppContext, opts: BoardServiceOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const boards = new BoardService(ctx, opts);
  boards.start();
  fastify.addHook('onClose', async () => boards.stop());

  /** The caller's institution's contest, as the boards cache it: 404 when unknown. */
  async function contestOf(auth: AuthContext, contestId: string) {
    const entry = await boards.cache.contest(auth.tenantId, contestId);
    if (!entry) throw notFound('赛事不存在');
    return entry;
  }

  app.get(
    `${BASE}/rank`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '赛事榜单（不传 groupId 取第一个分组）：裁判看实时榜；其他人封榜后看到封榜时的榜（之后的提交显示为待定），OI 赛制结束前不显示任何结果；奖项在结束且解封后给出',
      { querystring: contestBoardQuery },
    ),
    async (req) => ok(await boards.board(req.auth, req.query.contestId, req.query.groupId)),
  );

  app.get(
    `${BASE}/schoolRank`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '学校排名：每所学校前 N 名的总分或平均分（ACM 按解题数），可见性与榜单相同',
      { querystring: contestBoardQuery },
    ),
    async (req) => ok(await boards.schoolRank(req.auth, req.query.contestId, req.query.groupId)),
  );

  app.get(
    `${BASE}/rank/exportXls`,
    routeDoc(
      requirePerm(PERMS.contest.export),
      TAGS,
      '导出一个分组的实时榜单（xlsx）：排名、姓名、学校、队伍、成绩、各题情况、奖项',
      { querystring: contestBoardQuery },
    ),
    async (req, reply) => {
      const auth = req.auth!;
      const entry = await contestOf(auth, req.query.contestId);
      const board = await boards.boardOf(auth.tenantId, entry, req.query.groupId, true);
      const group = entry.groups.find((g) => g.id === board.groupId)?.className ?? '';
      return sendXlsx(
        reply,
        await boardWorkbook(board),
        `${entry.contest.contestName}-${group}-榜单.xlsx`,
        'contest-board.xlsx',
      );
    },
  );

  crudRoutes(app, BASE, TAGS).write('POST', 'awardCertificates', {
    perm: PERMS.contest.jury,
    summary:
      '给获奖选手颁发证书（裁判）：按实时榜的奖项，每人一张所选模板的证书，证书上的课程一栏为“赛事 分组 几等奖”；已持有的跳过。比赛结束并解封后才可颁发',
    input: contestAwardCertBody,
    result: certIssueResultSchema,
    run: (auth, body) => awardCertificates(ctx, boards, auth, body),
  });

  app.post(
    `${BASE}/unfreeze`,
    routeDoc(
      requirePerm(PERMS.contest.jury),
      TAGS,
      '解除封榜：公布最终榜单（记录操作日志），并通知所有在看榜单的页面刷新',
      { body: contestUnfreezeBody },
    ),
    async (req) => {
      const auth = req.auth!;
      const { contestId } = req.body;
      const entry = await contestOf(auth, contestId);
      if (!entry.contest.lockTime) throw badRequest('该赛事没有设置封榜时间，无需解封');
      const updated = await ctx.db
        .update(teachingContest)
        .set({ unfrozenAt: new Date(), updateBy: auth.username, updateTime: new Date() })
        .where(
          and(
            tenantScope(teachingContest, auth),
            eq(teachingContest.id, contestId),
            eq(teachingContest.delFlag, 0),
            isNull(teachingContest.unfrozenAt),
          ),
        )
        .returning({ id: teachingContest.id });
      if (!updated.length) throw badRequest('榜单已经解封');
      boards.cache.drop(auth.tenantId, contestId);
      await ctx.events.publish('contest.changed', { tenantId: auth.tenantId, contestId });
      for (const g of entry.groups) boards.schedulePush(auth.tenantId, contestId, g.id);
      return ok(null, '已解封，榜单已公布');
    },
  );
}
