import { lazyNamed, lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Papers: list, editor, preview and print. */
export const paperRoutes: RouteFragment = {
  pages: {
    'exam/PaperList': lazyPage(() => import('./pages/paper-list-page.tsx'), 'PaperListPage'),
    'exam/PaperEditor': lazyPage(() => import('./pages/paper-editor-page.tsx'), 'PaperEditorPage'),
    'exam/PaperPreview': lazyPage(() => import('./pages/paper-preview-page.tsx'), 'PaperPreviewPage'),
  },
  // Printing is an A4 sheet without the app's layout, opened in its own browser tab.
  barePages: [
    {
      path: '/exam/paperPrint',
      page: lazyNamed(() => import('./pages/paper-print-page.tsx'), 'PaperPrintPage'),
    },
  ],
};
