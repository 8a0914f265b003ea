import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { multipartScope } from '../../platform/http/multipart.ts';
import { accountRoutes } from './account/account-routes.ts';
import { profileRoutes } from './account/profile-routes.ts';
import { classCodeRoutes } from './departs/class-code-routes.ts';
import { departBatchRoutes } from './departs/depart-batch-routes.ts';
import { departDataRuleRoutes } from './departs/depart-data-rule-routes.ts';
import { departRoleRoutes } from './departs/depart-role-routes.ts';
import { departAdminRoutes } from './departs/depart-routes.ts';
import { departExportRoutes, departImportRoutes } from './departs/depart-transfer-routes.ts';
import { dataRuleRoutes } from './permissions/data-rules.ts';
import { permissionBrowseRoutes } from './permissions/permission-browse-routes.ts';
import { permissionRoutes } from './permissions/permission-routes.ts';
import { roleRoutes } from './roles/role-routes.ts';
import { roleExportRoutes, roleImportRoutes } from './roles/role-transfer-routes.ts';
import { roleUserRoutes } from './roles/role-users.ts';
import { loginRoutes } from './session/login-routes.ts';
import { departRoutes } from './session/select-depart-routes.ts';
import { sessionRoutes } from './session/session-routes.ts';
import { provideSmsCodes, SmsCodes } from './sms/sms-codes.ts';
import { AliyunSmsProvider, LogSmsProvider, type SmsProvider } from './sms/sms-provider.ts';
import { smsRoutes } from './sms/sms-routes.ts';
import { ssoRoutes } from './sso/sso-routes.ts';
import { studentImportRoutes } from './users/student-import-routes.ts';
import { userBatchRoutes } from './users/user-batch.ts';
import { userExcelRoutes } from './users/user-excel.ts';
import { userLinkRoutes } from './users/user-link-routes.ts';
import { userRecycleRoutes } from './users/user-recycle-routes.ts';
import { userRoutes } from './users/user-routes.ts';

function smsProvider(app: FastifyInstance, ctx: AppContext): SmsProvider {
  const sms = ctx.config.sms;
  if (sms.provider === 'aliyun') return new AliyunSmsProvider(sms);
  if (ctx.config.production) app.log.warn('SMS_PROVIDER 未配置：短信验证码只写入服务端日志，用户收不到短信');
  const file = ctx.config.production ? undefined : sms.file;
  return new LogSmsProvider((message) => app.log.info(message), file);
}

/**
 * Sign-in and sessions, registration and the account centre, and the back office of users, roles,
 * menus, departments and classes.
 */
export async function identityRoutes(app: FastifyInstance, ctx: AppContext) {
  loginRoutes(app, ctx);
  const sms = new SmsCodes(ctx.db, smsProvider(app, ctx));
  provideSmsCodes(ctx, sms);
  smsRoutes(app, ctx, sms);
  ssoRoutes(app, ctx);
  accountRoutes(app, ctx, sms);
  profileRoutes(app, ctx, sms);
  classCodeRoutes(app, ctx);
  departRoutes(app, ctx);
  sessionRoutes(app, ctx);
  userRoutes(app, ctx);
  userRecycleRoutes(app, ctx);
  userLinkRoutes(app, ctx);
  userBatchRoutes(app, ctx);
  // Encapsulated: multipart parsing only for the Excel import.
  await multipartScope(app, async (scope) => {
    userExcelRoutes(scope, ctx);
    studentImportRoutes(scope, ctx);
    roleImportRoutes(scope, ctx);
    departImportRoutes(scope, ctx);
  });
  roleRoutes(app, ctx);
  roleExportRoutes(app, ctx);
  roleUserRoutes(app, ctx);
  permissionRoutes(app, ctx);
  permissionBrowseRoutes(app, ctx);
  dataRuleRoutes(app, ctx);
  departAdminRoutes(app, ctx);
  departExportRoutes(app, ctx);
  departRoleRoutes(app, ctx);
  departBatchRoutes(app, ctx);
  departDataRuleRoutes(app, ctx);
}
