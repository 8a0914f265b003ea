import { type ReactNode, Suspense, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { matchPageRoute, type PageRoute } from '../../app/page-routes.ts';
import { normalizePath } from '../../app/public-paths.ts';
import { PageErrorBoundary } from '../../components/page-error-boundary.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useTabs } from '../../stores/tabs-store.ts';

/**
 * Renders the active page and keeps `keepAlive` pages of open tabs mounted but hidden, so their state
 * (filters, scroll, form input) survives tab switches. Other pages remount when revisited. Each cached
 * element carries its own route context, so hidden pages keep their params.
 */
export function PageStack({ routes, multipage }: { routes: PageRoute[]; multipage: boolean }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const activeKey = normalizePath(pathname);
  const tabs = useTabs((s) => s.tabs);
  const refreshKeys = useTabs((s) => s.refreshKeys);
  const cache = useRef(new Map<string, ReactNode>());

  const pages = cache.current;
  pages.set(activeKey, outlet);
  const open = new Set(tabs.map((t) => t.key));
  for (const key of Array.from(pages.keys())) {
    if (key === activeKey) continue;
    const keep = multipage && open.has(key) && matchPageRoute(routes, key)?.keepAlive;
    if (!keep) pages.delete(key);
  }

  return Array.from(pages, ([key, element]) => (
    <div key={`${key}#${refreshKeys[key] ?? 0}`} style={key === activeKey ? undefined : { display: 'none' }}>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>{element}</Suspense>
      </PageErrorBoundary>
    </div>
  ));
}
