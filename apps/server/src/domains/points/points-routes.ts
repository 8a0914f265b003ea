import {
  envelopeOf,
  myPointsSchema,
  PERMS,
  pageResultOf,
  pointsLedgerItemSchema,
  pointsLedgerQuery,
  pointsRuleSaveBody,
  pointsRuleSchema,
  signInResultSchema,
  signInStatusSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { ok } from '../../platform/http/envelope.ts';
import { signIn, signInStatus } from './earning/sign-in.ts';
import { myLedger } from './ledger/ledger-service.ts';
import { pointsOf } from './points-service.ts';
import { listRules, saveRules } from './rules/rule-service.ts';

export const POINTS_TAGS = ['points'];
const BASE = '/api/teaching/teachingJifen';
const RULE_BASE = '/api/teaching/teachingJifenRule';

/** Points of the signed-in user: balance, ledger, daily sign-in; and the tenant's earning rules. */
export function pointsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const tags = POINTS_TAGS;

  const jifen = crudRoutes(app, BASE, tags);
  jifen.read('getMyJifen', {
    perm: 'login',
    summary: '当前积分（默认 0）',
    result: myPointsSchema,
    message: '查询成功',
    find: (auth) => pointsOf(db, auth.tenantId, auth.userId),
  });
  jifen.read('myList', {
    perm: 'login',
    summary:
      '我的积分流水（新的在前）`{amount, reason, kind, createTime}`；筛选 `kind`、`createTime_begin/_end`（YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss，北京时间，只写日期的结束时间含当天）',
    query: pointsLedgerQuery,
    result: pageResultOf(pointsLedgerItemSchema),
    find: (auth, q) => myLedger(db, auth.tenantId, auth.userId, q),
  });

  app.post(
    `${BASE}/signIn`,
    {
      config: { guard: 'login' },
      schema: {
        summary:
          '每日签到（北京时间每天一次）：按积分规则奖励；今天已签到则 400 且不再奖励；签到规则停用时 400',
        tags,
        response: { 200: envelopeOf(signInResultSchema) },
      },
    },
    async (req) => {
      const result = await signIn(db, req.auth!);
      return ok(result, `签到成功，获得 ${result.amount} 积分`);
    },
  );

  jifen.read('signInStatus', {
    perm: 'login',
    summary: '今天是否已签到、签到奖励多少、连续签到天数',
    result: signInStatusSchema,
    find: (auth) => signInStatus(db, auth),
  });

  const rules = crudRoutes(app, RULE_BASE, tags);
  rules.read('list', {
    perm: 'login',
    summary:
      '积分规则：每种获取方式一条 `{kind, amount, dailyCap, enabled}`（dailyCap 0 为不限），未设置过的给默认值；学生页面用来显示“如何获得积分”',
    result: z.array(pointsRuleSchema),
    find: (auth) => listRules(db, auth.tenantId),
  });
  rules.write('POST', 'save', {
    perm: PERMS.points.rule,
    summary:
      '保存积分规则：数组 `[{kind, amount, dailyCap, enabled}]`，amount 与 dailyCap 为 0 到 10000 的整数；未提交的类型保持不变',
    input: pointsRuleSaveBody,
    result: z.array(pointsRuleSchema),
    message: '保存成功',
    run: (auth, body) => saveRules(db, auth.tenantId, body, auth.username),
  });
}
