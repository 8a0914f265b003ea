import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { aiConversationRoutes } from '../conversations/conversation-routes.ts';
import { aiSettingRoutes } from './settings-routes.ts';

const TAGS = ['ai'];

/** The code dog's back office: provider settings and the conversation log. */
export function aiAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  aiSettingRoutes(app, ctx, TAGS);
  aiConversationRoutes(app, ctx, TAGS);
}
