import type { Domain } from '../domain.ts';
import { noticeMenus } from './menus.ts';
import { noticeRoutes } from './notice-routes.ts';

export const notice: Domain = { name: 'notice', register: noticeRoutes, menus: noticeMenus };

export * from './tables.ts';
export { sendUserMessage, type UserMessage } from './user-message.ts';
