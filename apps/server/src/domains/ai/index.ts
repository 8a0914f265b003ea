import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { chatRoutes } from './chat/chat-routes.ts';
import { aiMenus } from './menus.ts';
import { aiResources } from './resources.ts';

function register(app: FastifyInstance, ctx: AppContext) {
  chatRoutes(app, ctx);
}

/** The code dog: provider settings, business prompts, the streaming chat and its log. */
export const ai: Domain = {
  name: 'ai',
  register,
  resources: aiResources,
  menus: aiMenus,
};

export * from './resources.ts';
export * from './tables.ts';
