import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { noticeMenus } from './menus.ts';
import { messageResources } from './message/message-resources.ts';
import { messageRoutes } from './message/message-routes.ts';
import { noticeRoutes } from './notice-routes.ts';

async function register(app: FastifyInstance, ctx: AppContext) {
  await noticeRoutes(app, ctx);
  await messageRoutes(app, ctx);
}

/** Announcements and personal notices, message templates and the sent-message log. */
export const notice: Domain = {
  name: 'notice',
  register,
  resources: messageResources,
  menus: noticeMenus,
};

export { sysMessage, sysMessageTemplate } from './message/message-resources.ts';
export * from './tables.ts';
export { sendUserMessage, type UserMessage } from './user-message.ts';
