import {
  editSelfBody,
  envelopeOf,
  mobileCodeBody,
  notifySettingsBody,
  notifySettingsSchema,
  userInfoResultSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import type { SmsCodes } from '../sms/sms-codes.ts';
import { ProfileService } from './profile-service.ts';

const TAGS = ['identity'];

/** The account centre: one's own profile, phone binding and notification preferences. */
export function profileRoutes(fastify: FastifyInstance, ctx: AppContext, sms: SmsCodes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profiles = new ProfileService(ctx);

  const editSelf = {
    config: { guard: 'login' as const },
    schema: {
      summary:
        '修改个人资料：只改自己的 `realname nickname avatar sex birthday email`；其他字段忽略 → `{userInfo}`',
      tags: TAGS,
      body: editSelfBody,
      response: { 200: envelopeOf(userInfoResultSchema) },
    },
  };
  for (const method of ['PUT', 'POST'] as const)
    app.route({
      method,
      url: '/api/sys/user/editSelf',
      ...editSelf,
      handler: async (req) => ok(await profiles.edit(req.auth!, req.body), '个人信息已保存'),
    });

  app.put(
    '/api/sys/user/bindPhone',
    routeDoc(
      { guard: 'login' },
      TAGS,
      '绑定手机号 `{mobile, captcha}`（绑定验证码）；一个号码只能绑定一个账号 → `{userInfo}`',
      { body: mobileCodeBody, response: { 200: envelopeOf(userInfoResultSchema) } },
    ),
    async (req) => ok(await profiles.bindPhone(req.auth!, sms, req.body), '手机号绑定成功'),
  );

  app.get(
    '/api/sys/user/notifySettings',
    routeDoc({ guard: 'login' }, TAGS, '通知偏好 `{announcement, system, message, exam, homework}`', {
      response: { 200: envelopeOf(notifySettingsSchema) },
    }),
    async (req) => ok(await profiles.notifySettings(req.auth!.userId)),
  );

  app.put(
    '/api/sys/user/notifySettings',
    routeDoc(
      { guard: 'login' },
      TAGS,
      '修改通知偏好 `{announcement, system, message, exam, homework}`，可只传部分',
      { body: notifySettingsBody, response: { 200: envelopeOf(notifySettingsSchema) } },
    ),
    async (req) => ok(await profiles.saveNotifySettings(req.auth!, req.body), '通知设置已保存'),
  );
}
