import { checkByCodeQuery, duplicateCheckQuery, emptyEnvelope } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, refused } from '../../../platform/http/envelope.ts';
import { idSchema } from '../../../platform/http/query-params.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { checkByRule } from './check-rule-service.ts';
import { valueIsFree } from './duplicate-check.ts';

const TAGS = ['ops'];

export function checkRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/sys/duplicate/check',
    routeDoc(
      { guard: 'login' },
      TAGS,
      '重复校验：只接受登记的表与字段（sys_user.username/phone/email、sys_role.role_code、sys_depart.org_code、sys_dict.dict_code、sys_permission.perms、sys_check_rule.rule_code），其它为 400',
      {
        querystring: duplicateCheckQuery.extend({ dataId: idSchema.optional() }),
        response: { 200: emptyEnvelope },
      },
    ),
    async (req) =>
      (await valueIsFree(db, req.auth!.tenantId, req.query))
        ? ok(null, '该值可用！')
        : refused(null, '该值不可用，系统中已存在！'),
  );

  app.get(
    '/api/sys/checkRule/checkByCode',
    routeDoc(
      { guard: 'login' },
      TAGS,
      '按编码规则 `[{digits, pattern, message}]` 校验一个值；值最长 200 字符',
      { querystring: checkByCodeQuery, response: { 200: emptyEnvelope } },
    ),
    async (req) => {
      const { ruleCode, value } = req.query;
      if (!ruleCode || !value) return ok(null, '校验通过');
      const problem = await checkByRule(db, req.auth!, ruleCode, value);
      return problem ? refused(null, problem) : ok(null, '校验通过');
    },
  );
}
