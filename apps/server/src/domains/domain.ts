import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ResourceMount } from '../crud/resource-model.ts';
import type { MenuFragment } from '../db/seed/menu-types.ts';

/**
 * One capability slice. `app.ts` registers every domain's routes in list order, the resource engine
 * serves its resources, and the seed adds its menus and buttons. Other domains use only what its
 * `index.ts` exports.
 */
export interface Domain {
  name: string;
  register(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
  resources?: readonly ResourceMount[];
  menus?: readonly MenuFragment[];
}
