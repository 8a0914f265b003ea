import { resources } from '@ck/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { modelOf } from './resource-model.ts';
import { mountResource } from './routes.ts';

/** Mounts the routes of every declared resource. */
export async function registerResources(app: FastifyInstance, ctx: AppContext) {
  const models = resources.map(modelOf); // fails at start-up if a declaration has no table
  // Encapsulated: multipart parsing is enabled for these routes only (import limits are set per call).
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    for (const model of models) mountResource(scope, ctx, model);
  });
}
