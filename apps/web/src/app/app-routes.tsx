import { Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { PageMetaContext } from '../pages/page-meta.ts';
import { useSession } from '../stores/session-store.ts';
import { lazyNamed } from './lazy-page.ts';
import { buildPageRoutes, type PageRoute } from './page-routes.ts';
import { barePageRoutes, extraUserRoutes, publicSiteRoutes } from './public-site-routes.tsx';

const WelcomePage = lazyNamed(() => import('../domains/site/pages/welcome/welcome-page.tsx'), 'WelcomePage');
const UserLayout = lazyNamed(() => import('../layouts/user-layout.tsx'), 'UserLayout');
const LoginPage = lazyNamed(() => import('../domains/identity/pages/auth/login-page.tsx'), 'LoginPage');
const MsLoginPage = lazyNamed(() => import('../domains/identity/pages/auth/login-page.tsx'), 'MsLoginPage');
const ExceptionPage = lazyNamed(() => import('../pages/exception/exception-page.tsx'), 'ExceptionPage');
const PageNotFound = lazyNamed(() => import('../components/page-not-found.tsx'), 'PageNotFound');
const MainLayout = lazyNamed(() => import('../layouts/main-layout/main-layout.tsx'), 'MainLayout');

function pageElement(route: PageRoute) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (!route.page) return <PageNotFound component={route.unknownComponent} />;
  const Page = route.page;
  return (
    <PageMetaContext value={route.meta}>
      <Page meta={route.meta} />
    </PageMetaContext>
  );
}

/** Static routes plus the pages built from the server menu (SPEC §2). */
export function AppRoutes() {
  const menu = useSession((s) => s.menu);
  const loaded = useSession((s) => s.permissionsLoaded);
  const pageRoutes = useMemo(() => buildPageRoutes(loaded ? menu : []), [loaded, menu]);

  const routes = useMemo<RouteObject[]>(
    () => [
      { path: '/', element: <WelcomePage /> },
      {
        path: '/user',
        element: <UserLayout />,
        children: [
          { index: true, element: <Navigate to="/user/login" replace /> },
          { path: 'login', element: <LoginPage /> },
          ...extraUserRoutes,
        ],
      },
      { path: '/mslogin', element: <UserLayout />, children: [{ index: true, element: <MsLoginPage /> }] },
      { path: '/403', element: <ExceptionPage status={403} /> },
      { path: '/404', element: <ExceptionPage status={404} /> },
      { path: '/500', element: <ExceptionPage status={500} /> },
      {
        element: <MainLayout />,
        // /home-page/* pages render in the new-home layout even when a back-office menu links to them.
        children: pageRoutes
          .filter((route) => !route.path.startsWith('/home-page'))
          .map((route) => ({ path: route.path, element: pageElement(route) })),
      },
      ...publicSiteRoutes,
      ...barePageRoutes,
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
    [pageRoutes],
  );

  const element = useRoutes(routes);
  return <Suspense fallback={<PageLoading fullscreen />}>{element}</Suspense>;
}
