import type { RouteFragment } from '../../../app/route-fragment.ts';

/** The works gallery, work detail and my works (top-level pages in the new-home layout). */
export const galleryRoutes: RouteFragment = {
  pages: {},
};
