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
import { requirePerm } from '../../platform/auth/guard.ts';
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

  app.get(
    `${BASE}/getMyJifen`,
    {
      config: { guard: 'login' },
      schema: { summary: '当前积分（默认 0）', tags, response: { 200: envelopeOf(myPointsSchema) } },
    },
    async (req) => ok(await pointsOf(db, req.auth!.tenantId, req.auth!.userId), '查询成功'),
  );

  app.get(
    `${BASE}/myList`,
    {
      config: { guard: 'login' },
      schema: {
        summary:
          '我的积分流水（新的在前）`{amount, reason, kind, createTime}`；筛选 `kind`、`createTime_begin/_end`（YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss，北京时间，只写日期的结束时间含当天）',
        tags,
        querystring: pointsLedgerQuery,
        response: { 200: envelopeOf(pageResultOf(pointsLedgerItemSchema)) },
      },
    },
    async (req) => ok(await myLedger(db, req.auth!.tenantId, req.auth!.userId, req.query)),
  );

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

  app.get(
    `${BASE}/signInStatus`,
    {
      config: { guard: 'login' },
      schema: {
        summary: '今天是否已签到、签到奖励多少、连续签到天数',
        tags,
        response: { 200: envelopeOf(signInStatusSchema) },
      },
    },
    async (req) => ok(await signInStatus(db, req.auth!)),
  );

  app.get(
    `${RULE_BASE}/list`,
    {
      config: { guard: 'login' },
      schema: {
        summary:
          '积分规则：每种获取方式一条 `{kind, amount, dailyCap, enabled}`（dailyCap 0 为不限），未设置过的给默认值；学生页面用来显示“如何获得积分”',
        tags,
        response: { 200: envelopeOf(z.array(pointsRuleSchema)) },
      },
    },
    async (req) => ok(await listRules(db, req.auth!.tenantId)),
  );

  app.post(
    `${RULE_BASE}/save`,
    {
      config: requirePerm(PERMS.points.rule),
      schema: {
        summary:
          '保存积分规则：数组 `[{kind, amount, dailyCap, enabled}]`，amount 与 dailyCap 为 0 到 10000 的整数；未提交的类型保持不变',
        tags,
        body: pointsRuleSaveBody,
        response: { 200: envelopeOf(z.array(pointsRuleSchema)) },
      },
    },
    async (req) => ok(await saveRules(db, req.auth!.tenantId, req.body, req.auth!.username), '保存成功'),
  );
}
