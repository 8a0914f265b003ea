import {
  envelopeOf,
  PERMS,
  pageResultOf,
  pointsAdminFilterQuery,
  pointsAdminListQuery,
  pointsAdminRowSchema,
  pointsAwardBody,
  pointsAwardResultSchema,
  pointsClassRankQuery,
  pointsRankRowSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { ledgerWorkbook } from '../ledger/ledger-excel.ts';
import { EXPORT_MAX_ROWS, ledgerPage, ledgerRows } from '../ledger/ledger-service.ts';
import { awardPoints } from './award-service.ts';
import { classRank } from './class-rank.ts';

const BASE = '/api/teaching/teachingJifen';
const FILTERS =
  '`userId`、`keyword`（账号或姓名包含）、`kind`、`createTime_begin/_end`（YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss，北京时间）';

/** The back office: the ledger, its export, awards and deductions, and the class ranking. */
export function pointsManageRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const crud = crudRoutes(app, BASE, tags);
  crud.read('list', {
    perm: PERMS.points.list,
    summary: `积分流水（新的在前）：管理员看本机构全部，老师看自己所管理班级的学生；筛选 ${FILTERS}`,
    query: pointsAdminListQuery,
    result: pageResultOf(pointsAdminRowSchema),
    find: (auth, q) => ledgerPage(db, auth, q),
  });

  app.get(
    `${BASE}/exportXls`,
    {
      config: requirePerm(PERMS.points.export),
      schema: {
        summary: `导出积分流水（xlsx，范围与筛选同 list，最多 ${EXPORT_MAX_ROWS} 条）`,
        tags,
        querystring: pointsAdminFilterQuery,
      },
    },
    async (req, reply) => {
      const rows = await ledgerRows(db, req.auth!, req.query);
      return sendXlsx(reply, await ledgerWorkbook(rows), '积分流水.xlsx', 'points-ledger.xlsx');
    },
  );

  app.post(
    `${BASE}/award`,
    {
      config: requirePerm(PERMS.points.award),
      schema: {
        summary:
          '奖励或扣减积分 `{userId, amount, reason}`：amount 为正奖励、为负扣减（非零整数，绝对值不超过 10000），扣到 0 以下时 400 且不做任何修改；老师只能操作自己所管理班级的学生；记入操作日志',
        tags,
        body: pointsAwardBody,
        response: { 200: envelopeOf(pointsAwardResultSchema) },
      },
    },
    async (req) => {
      const result = await awardPoints(db, req, req.body);
      return ok(result, req.body.amount > 0 ? '奖励成功' : '扣减成功');
    },
  );

  crud.read('classRank', {
    perm: PERMS.points.list,
    summary: '班级积分排行 `?classId=`：该班学生按积分从高到低，同分同名次；老师只能查看自己所管理的班级',
    query: pointsClassRankQuery,
    result: z.array(pointsRankRowSchema),
    find: (auth, q) => classRank(db, auth, q.classId),
  });
}
