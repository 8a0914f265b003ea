import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { payNotifyRoutes } from './pay-notify-routes.ts';
import { paySettingRoutes } from './settings/pay-settings-routes.ts';

const TAGS = ['shop'];

/** Payments: settings per provider, the buyer's pay options, and the providers' notifications. */
export function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  paySettingRoutes(app, ctx, TAGS);
  payNotifyRoutes(app, ctx, TAGS);
}
