import {
  ATTEMPT_TOKEN_HEADER,
  MP_API_PREFIX,
  mpAnswersBody,
  mpIdQuery,
  mpOrgQuery,
  mpReportQuery,
  mpSmsBody,
  mpStartBody,
} from '@ck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, refused } from '../../../platform/http/envelope.ts';
import { mpRateLimit } from '../mp/mp-limits.ts';
import { mpTenantOf } from '../mp/mp-tenant.ts';
import { AttemptService } from './attempt-service.ts';
import { cardOf } from './mp-assessment-view.ts';

const TAGS = ['companion'];
const PUBLIC = { guard: 'public' as const };

const attemptToken = (req: FastifyRequest) => {
  const value = req.headers[ATTEMPT_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/** Taking an assessment in the companion (`/api/mp/v1`): no login; answers and weights never leave. */
export function mpAssessmentRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const attempts = new AttemptService(ctx);
  const opts = { config: PUBLIC, preHandler: mpRateLimit };

  app.get(
    `${MP_API_PREFIX}/assessments`,
    {
      ...opts,
      schema: { summary: '已发布的测评卡片（按排序）', tags: TAGS, querystring: mpOrgQuery },
    },
    async (req) => {
      const org = await mpTenantOf(ctx.db, req.auth, req.query.orgId);
      return ok(await attempts.cards(org.tenantId));
    },
  );

  app.get(
    `${MP_API_PREFIX}/assessment`,
    {
      ...opts,
      schema: { summary: '一个已发布测评的卡片 `?id`', tags: TAGS, querystring: mpIdQuery },
    },
    async (req) => {
      const org = await mpTenantOf(ctx.db, req.auth, req.query.orgId);
      return ok(cardOf(await attempts.published(org.tenantId, req.query.id)));
    },
  );

  app.post(
    `${MP_API_PREFIX}/sms`,
    {
      ...opts,
      schema: {
        summary: '向家长手机发送测评验证码（每个号码每分钟一次，同一地址每小时最多 20 次）',
        tags: TAGS,
        body: mpSmsBody,
      },
    },
    async (req) => {
      await mpTenantOf(ctx.db, req.auth, req.body.orgId);
      await attempts.sendCode(req.body.mobile, req.ip);
      return ok(null, '验证码已发送');
    },
  );

  app.post(
    `${MP_API_PREFIX}/attempt/start`,
    {
      ...opts,
      schema: {
        summary:
          '开始或继续测评 → MpAttempt：游客须填家长姓名、手机号和短信验证码，登录用户可省略；未完成的作答以新的凭证继续（旧凭证失效）；已完成则 409，`result.reportToken` 为报告口令',
        tags: TAGS,
        body: mpStartBody,
      },
    },
    async (req, reply) => {
      const org = await mpTenantOf(ctx.db, req.auth, req.body.orgId);
      const outcome = await attempts.start(org.tenantId, req.auth, req.body);
      if ('finished' in outcome)
        return reply
          .code(409)
          .send(refused(outcome.finished, '孩子已经完成过这个测评，可以直接查看报告', 409));
      return ok(outcome.attempt, '测评已开始');
    },
  );

  app.get(
    `${MP_API_PREFIX}/attempt`,
    {
      ...opts,
      schema: { summary: `当前作答（请求头 \`${ATTEMPT_TOKEN_HEADER}\`）→ MpAttempt`, tags: TAGS },
    },
    async (req) => ok(await attempts.attempt(attemptToken(req))),
  );

  app.post(
    `${MP_API_PREFIX}/attempt/answers`,
    {
      ...opts,
      schema: {
        summary: `自动保存整份答案（请求头 \`${ATTEMPT_TOKEN_HEADER}\`）\`{answers, seq}\` → \`{seq, savedAt}\`：seq 小于已保存的将被忽略；限时测评超时 60 秒后不再接受`,
        tags: TAGS,
        body: mpAnswersBody,
      },
    },
    async (req) => ok(await attempts.save(attemptToken(req), req.body), '已保存'),
  );

  app.post(
    `${MP_API_PREFIX}/attempt/submit`,
    {
      ...opts,
      schema: {
        summary: `提交（请求头 \`${ATTEMPT_TOKEN_HEADER}\`）→ MpReport：按已保存的答案评分并生成报告口令；重复提交返回同一报告`,
        tags: TAGS,
      },
    },
    async (req) => ok(await attempts.submit(attemptToken(req)), '提交成功'),
  );

  app.get(
    `${MP_API_PREFIX}/report`,
    {
      ...opts,
      schema: {
        summary: '测评报告 `?token` → MpReport：得分、各维度、等级评语、推荐课程；撤销或重测后 404',
        tags: TAGS,
        querystring: mpReportQuery,
      },
    },
    async (req) => ok(await attempts.report(req.query.token)),
  );
}
