import type { RouteFragment } from '../../../app/route-fragment.ts';

/** The Python editor (/python). */
export const pythonEditorRoutes: RouteFragment = {
  pages: {},
};
