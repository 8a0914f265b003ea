import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';
import { isInAppPath } from './match-route.ts';
import { withKept } from './query.ts';

const CHANGE = 'ck-mobile-navigate';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query; re-renders on every in-app navigation and on back/forward. */
export function useLocation(): { pathname: string; search: string } {
  const href = useSyncExternalStore(subscribe, snapshot);
  const at = href.indexOf('?');
  return at < 0 ? { pathname: href, search: '' } : { pathname: href.slice(0, at), search: href.slice(at) };
}

/** How many in-app pages lie behind the current one (0 when the companion was opened here). */
export function inAppDepth(): number {
  const state = window.history.state as { ckDepth?: number } | null;
  return typeof state?.ckDepth === 'number' ? state.ckDepth : 0;
}

/** Goes to an in-app path (already carrying its query); `replace` keeps the history length. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const depth = inAppDepth();
  if (options.replace) window.history.replaceState({ ckDepth: depth }, '', to);
  else window.history.pushState({ ckDepth: depth + 1 }, '', to);
  window.dispatchEvent(new Event(CHANGE));
  if (!options.replace) window.scrollTo(0, 0);
}

/** An in-app path with the current `orgId` and `cityId` kept. */
export function keptHref(to: string): string {
  return withKept(to, window.location.search);
}

/** Navigates to an in-app path keeping `orgId` and `cityId`. */
export function go(to: string, options?: { replace?: boolean }): void {
  navigate(keptHref(to), options);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link: companion paths navigate in-app (keeping `orgId` and `cityId`), other same-site paths load
 * the main site, and web addresses open outside.
 */
export function Link({ to, onClick, children, ...rest }: LinkProps) {
  const external = /^https?:\/\//i.test(to);
  const inApp = isInAppPath(to);
  const { search } = useLocation();
  const href = inApp ? withKept(to, search) : to;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!inApp || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a
      href={href}
      onClick={click}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
