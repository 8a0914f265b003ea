import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { multipartScope } from '../platform/http/multipart.ts';
import { installResources, modelOf, type ResourceMount } from './resource-model.ts';
import { mountResource } from './routes.ts';

/** Mounts the routes of every resource the domains hand over. */
export async function registerResources(
  app: FastifyInstance,
  ctx: AppContext,
  list: readonly ResourceMount[],
) {
  installResources(list);
  const models = list.map((m) => modelOf(m.def));
  // Encapsulated: multipart parsing is enabled for these routes only (import limits are set per call).
  await multipartScope(app, async (scope) => {
    for (const model of models) mountResource(scope, ctx, model);
  });
}
