import {
  classCodeSchema,
  classPreviewQuery,
  classPreviewSchema,
  envelopeOf,
  joinClassBody,
  joinedClassSchema,
  resetClassCodeBody,
  resetClassCodeResultSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import {
  ClassCodeAttempts,
  classCodes,
  joinClass,
  previewClass,
  resetClassCode,
} from './class-code-service.ts';

const TAGS = ['identity'];

/** Class join codes: a student joins by code, a teacher sees and resets the codes of their classes. */
export function classCodeRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Wrong codes count across preview and join, per user.
  const attempts = new ClassCodeAttempts();

  app.get(
    '/api/teaching/class/preview',
    routeDoc(
      { guard: 'login' },
      TAGS,
      '加入前预览班级码 `?code=`：班级名称与所属学校（不含成员）；码不存在或已重置时回答 400；每个账号 10 分钟内最多输错 10 次',
      { querystring: classPreviewQuery, response: { 200: envelopeOf(classPreviewSchema) } },
    ),
    async (req) =>
      ok(await attempts.run(req.auth!, () => previewClass(db, req.auth!, req.query.code)), '查询成功'),
  );

  app.post(
    '/api/teaching/class/join',
    routeDoc(
      { guard: 'login' },
      TAGS,
      '学员凭班级码加入班级 `{code}`，成为班级成员；码不存在时回答“班级码不存在，请向老师核对后重新输入”；与预览共用输错次数限制（超过后 429）',
      { body: joinClassBody, response: { 200: envelopeOf(joinedClassSchema) } },
    ),
    async (req) => {
      const joined = await attempts.run(req.auth!, () => joinClass(ctx, req.auth!, req.body.code));
      return ok(joined, `已加入班级「${joined.departName}」`);
    },
  );

  app.get(
    '/api/teaching/class/codes',
    routeDoc(
      { guard: 'login' },
      TAGS,
      '班级码：管理员为本机构全部班级的班级码；老师为自己负责的班级；学生为空',
      { response: { 200: envelopeOf(z.array(classCodeSchema)) } },
    ),
    async (req) => ok(await classCodes(db, req.auth!), '查询成功'),
  );

  app.post(
    '/api/teaching/class/code/reset',
    routeDoc(
      { guard: 'login' },
      TAGS,
      '重置班级码（该班级的老师或管理员）：`{departId}` 生成新班级码，旧码立即失效',
      { body: resetClassCodeBody, response: { 200: envelopeOf(resetClassCodeResultSchema) } },
    ),
    async (req) => ok({ code: await resetClassCode(db, req.auth!, req.body.departId) }, '班级码已重置'),
  );
}
