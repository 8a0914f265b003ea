import {
  contestMineSchema,
  contestPublicDetailSchema,
  contestPublicItemSchema,
  contestPublicListQuery,
  contestRedeemBody,
  contestRedeemResult,
  contestRegisterBody,
  envelopeOf,
  pageResultOf,
  teachingIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { RegistrationService } from './registration-service.ts';

/** Public contest pages, registering, redeeming codes and my contests (`teachingContest/...`). */
export function registrationRoutes(fastify: FastifyInstance, ctx: AppContext, base: string, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const registration = new RegistrationService(ctx);

  app.get(
    `${base}/publicList`,
    {
      config: { guard: 'public' },
      schema: {
        summary:
          '已发布的赛事：按阶段（upcoming / registering / running / ended）与是否练习赛筛选，带分组、报名人数与服务器时间',
        tags,
        querystring: contestPublicListQuery,
        response: { 200: envelopeOf(pageResultOf(contestPublicItemSchema)) },
      },
    },
    async (req) => ok(pageFrom(await registration.publicList(tenantOf(req.auth), req.query), req.query)),
  );

  app.get(
    `${base}/publicDetail`,
    {
      config: { guard: 'public' },
      schema: {
        summary: '赛事主页：介绍、规则、分组、学校；登录后 `me` 为自己的报名信息（未报名为 null）',
        tags,
        querystring: teachingIdQuery,
        response: { 200: envelopeOf(contestPublicDetailSchema) },
      },
    },
    async (req) => ok(await registration.publicDetail(tenantOf(req.auth), req.query.id, req.auth)),
  );

  const crud = crudRoutes(app, base, tags);
  crud.write('POST', 'register', {
    perm: 'login',
    summary:
      '报名 `{contestId, groupId, realname, schoolId?, schoolName?, grade?, guardianPhone?}`：仅公开报名的赛事，在报名时间内（未设报名时间则在比赛结束前），每人一次',
    input: contestRegisterBody,
    result: contestRedeemResult,
    message: '报名成功',
    run: (auth, body) => registration.register(auth, body),
  });
  crud.write('POST', 'redeem', {
    perm: 'login',
    summary:
      '使用验证码报名 `{code}` → `{contestId, groupId, contestName, groupName}`：每个验证码只能使用一次；错误过多时暂停 10 分钟（429）',
    input: contestRedeemBody,
    result: contestRedeemResult,
    message: '报名成功',
    run: (auth, body) => registration.redeem(auth, body.code),
  });
  crud.read('mine', {
    perm: 'login',
    summary: '我参加的赛事：赛事名称、分组、阶段',
    result: z.array(contestMineSchema),
    find: (auth) => registration.mine(auth),
  });
}
