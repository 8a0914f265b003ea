import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accountRoutes } from './account/account-routes.ts';
import { profileRoutes } from './account/profile-routes.ts';
import { frontMenuRoutes } from './front-menu-routes.ts';
import { frontNewsRoutes } from './front-news-routes.ts';
import { indexConfigRoutes } from './index-config-routes.ts';
import { pointsClassRoutes } from './points-class-routes.ts';
import { SmsCodes } from './sms/sms-codes.ts';
import { AliyunSmsProvider, LogSmsProvider, type SmsProvider } from './sms/sms-provider.ts';
import { smsRoutes } from './sms/sms-routes.ts';
import { userPaperRoutes } from './user-paper-routes.ts';

function smsProvider(app: FastifyInstance, ctx: AppContext): SmsProvider {
  const sms = ctx.config.sms;
  if (sms.provider === 'aliyun') return new AliyunSmsProvider(sms);
  if (ctx.config.production) app.log.warn('SMS_PROVIDER 未配置：短信验证码只写入服务端日志，用户收不到短信');
  return new LogSmsProvider((message) => app.log.info(message));
}

/** The public site and the account centre: registration, SMS codes, profile, points, classes, menu, news. */
export function portalRoutes(app: FastifyInstance, ctx: AppContext) {
  const sms = new SmsCodes(ctx.db, smsProvider(app, ctx));
  smsRoutes(app, ctx, sms);
  accountRoutes(app, ctx, sms);
  profileRoutes(app, ctx, sms);
  pointsClassRoutes(app, ctx);
  frontMenuRoutes(app, ctx);
  frontNewsRoutes(app, ctx);
  indexConfigRoutes(app, ctx);
  userPaperRoutes(app);
}
