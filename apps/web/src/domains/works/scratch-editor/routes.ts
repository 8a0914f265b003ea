import { lazyNamed } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/**
 * The Scratch 3 editor (/scratch3) and the ScratchJr page. The editor page is its own small chunk;
 * the 16 MB GUI is never part of any Vite chunk: it loads inside an iframe from /scratch-gui/ (see
 * scripts/prepare-scratch-gui.ts).
 */
export const scratchEditorRoutes: RouteFragment = {
  pages: {},
  barePages: [
    { path: '/scratch3', page: lazyNamed(() => import('./pages/scratch3-page.tsx'), 'Scratch3Page') },
  ],
  sitePages: [
    { path: '/scratchjr', page: lazyNamed(() => import('./pages/scratchjr-page.tsx'), 'ScratchJrPage') },
  ],
};
