import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Papers: list, editor, preview and print. */
export const paperRoutes: RouteFragment = {
  pages: {},
};
