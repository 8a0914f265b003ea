import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { chatRoutes } from './chat/chat-routes.ts';
import { aiMenus } from './menus.ts';
import { aiResources } from './resources.ts';
import { aiAdminRoutes } from './settings/admin-routes.ts';

function register(app: FastifyInstance, ctx: AppContext) {
  aiAdminRoutes(app, ctx);
  chatRoutes(app, ctx);
}

/** The code dog: provider settings, business prompts, the streaming chat and its log. */
export const ai: Domain = {
  name: 'ai',
  register,
  resources: aiResources,
  menus: aiMenus,
};

export { seedAiPrompts } from './prompts/seed-prompts.ts';
export * from './resources.ts';
export * from './tables.ts';
