import { lazyNamed } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** The Python editor (/python): full screen, signed in; Pyodide loads only here. */
export const pythonEditorRoutes: RouteFragment = {
  pages: {},
  barePages: [
    {
      path: '/python',
      page: lazyNamed(() => import('./python-editor-page.tsx'), 'PythonEditorPage'),
    },
  ],
};
