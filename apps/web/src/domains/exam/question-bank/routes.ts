import type { RouteFragment } from '../../../app/route-fragment.ts';

/** The question bank and its classification. */
export const questionBankRoutes: RouteFragment = {
  pages: {},
};
