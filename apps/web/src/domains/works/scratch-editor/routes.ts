import type { RouteFragment } from '../../../app/route-fragment.ts';

/** The Scratch 3 editor (/scratch3) and the ScratchJr page. */
export const scratchEditorRoutes: RouteFragment = {
  pages: {},
};
