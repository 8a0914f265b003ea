import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from './lazy-page.ts';
import { routeFragments } from './page-registry.ts';
import type { PublicPage } from './route-fragment.ts';

const NewHomeLayout = lazyNamed(() => import('../layouts/new-home/new-home-layout.tsx'), 'NewHomeLayout');
const ScratchPlayerPage = lazyNamed(
  () => import('../components/scratch-player/scratch-player-page.tsx'),
  'ScratchPlayerPage',
);

/** Routes of a layout's children; the empty path is its index. */
function childRoutes(pages: PublicPage[]): RouteObject[] {
  return pages.map(({ path, page: Page }) =>
    path ? { path, element: <Page /> } : { index: true, element: <Page /> },
  );
}

/** The public site (`/home-page/*` in the new-home layout) and the extra user pages. */
export const publicSiteRoutes: RouteObject[] = [
  { path: '/home', element: <Navigate to="/home-page" replace /> },
  { path: '/work', element: <Navigate to="/work/home" replace /> },
  {
    path: '/home-page',
    element: <NewHomeLayout />,
    children: childRoutes(routeFragments.flatMap((f) => f.routes.homePages ?? [])),
  },
  {
    element: <NewHomeLayout />,
    children: [
      // A Scratch project of this site played full page (`?src=` a site path).
      { path: '/scratch-player', element: <ScratchPlayerPage /> },
      ...routeFragments
        .flatMap((f) => f.routes.sitePages ?? [])
        .map(({ path, page: Page }) => ({
          path,
          element: <Page />,
        })),
    ],
  },
];

/** Full-screen pages without a layout: the editors. */
export const barePageRoutes: RouteObject[] = routeFragments
  .flatMap((f) => f.routes.barePages ?? [])
  .map(({ path, page: Page }) => ({ path, element: <Page /> }));

/** Children of `/user` besides login. */
export const extraUserRoutes: RouteObject[] = childRoutes(
  routeFragments.flatMap((f) => f.routes.userPages ?? []),
);
