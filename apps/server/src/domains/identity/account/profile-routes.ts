import {
  editSelfBody,
  mobileCodeBody,
  notifySettingsBody,
  notifySettingsSchema,
  userInfoResultSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import type { SmsCodes } from '../sms/sms-codes.ts';
import { ProfileService } from './profile-service.ts';

const TAGS = ['identity'];

/** The account centre: one's own profile, phone binding and notification preferences. */
export function profileRoutes(fastify: FastifyInstance, ctx: AppContext, sms: SmsCodes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profiles = new ProfileService(ctx);

  const crud = crudRoutes(app, '/api/sys/user', TAGS);

  for (const method of ['PUT', 'POST'] as const)
    crud.write(method, 'editSelf', {
      perm: 'login',
      summary:
        '修改个人资料：只改自己的 `realname nickname avatar sex birthday email`；其他字段忽略 → `{userInfo}`',
      input: editSelfBody,
      result: userInfoResultSchema,
      message: '个人信息已保存',
      run: (auth, body) => profiles.edit(auth, body),
    });

  crud.write('PUT', 'bindPhone', {
    perm: 'login',
    summary: '绑定手机号 `{mobile, captcha}`（绑定验证码）；一个号码只能绑定一个账号 → `{userInfo}`',
    input: mobileCodeBody,
    result: userInfoResultSchema,
    message: '手机号绑定成功',
    run: (auth, body) => profiles.bindPhone(auth, sms, body),
  });

  crud.read('notifySettings', {
    perm: 'login',
    summary: '通知偏好 `{announcement, system, message, exam, homework}`',
    result: notifySettingsSchema,
    find: (auth) => profiles.notifySettings(auth.userId),
  });

  crud.write('PUT', 'notifySettings', {
    perm: 'login',
    summary: '修改通知偏好 `{announcement, system, message, exam, homework}`，可只传部分',
    input: notifySettingsBody,
    result: notifySettingsSchema,
    message: '通知设置已保存',
    run: (auth, body) => profiles.saveNotifySettings(auth, body),
  });
}
