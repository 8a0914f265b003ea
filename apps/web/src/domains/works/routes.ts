import { joinFragments, type RouteFragment } from '../../app/route-fragment.ts';
import { galleryRoutes } from './gallery/routes.ts';
import { pythonEditorRoutes } from './python-editor/routes.ts';
import { scratchEditorRoutes } from './scratch-editor/routes.ts';
import { workAdminRoutes } from './work-admin/routes.ts';

const parts = [galleryRoutes, workAdminRoutes, scratchEditorRoutes, pythonEditorRoutes];

/** Works and editors: the gallery and work pages, grading and homework, the Scratch and Python editors. */
export const worksRoutes: RouteFragment = joinFragments(parts);
