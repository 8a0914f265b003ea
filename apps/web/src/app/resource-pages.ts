import { type LazyPage, lazyPage } from './lazy-page.ts';

/** Menu components `resource/<module>/<name>`: the generic page of a declared resource. */
const RESOURCE_COMPONENT = /^resource\/([A-Za-z][\w-]*\/[A-Za-z][\w-]*)$/;
const pages = new Map<string, LazyPage>();

/**
 * The lazily loaded generic page of a declared resource (`teaching/news`), so a simple entity needs
 * no page file of its own. The declarations load with the page, never with the shell.
 */
export function resourcePage(key: string): LazyPage {
  let page = pages.get(key);
  if (!page) {
    page = lazyPage(
      () => import('../admin/crud/resource-route-page.tsx').then((m) => ({ Page: m.pageOfResource(key) })),
      'Page',
    );
    pages.set(key, page);
  }
  return page;
}

/** The page a menu component names when no fragment registers it: a resource page, or none. */
export function resourcePageOf(component: string): LazyPage | undefined {
  const match = RESOURCE_COMPONENT.exec(component);
  return match ? resourcePage(match[1]) : undefined;
}
