/**
 * Lets non-React modules (the HTTP client) navigate inside the single-page app. `<NavigatorBridge>`
 * registers react-router's navigate function; without it a full page load is used.
 */
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigator: NavigateFn | null = null;

export function registerNavigator(fn: NavigateFn | null): void {
  navigator = fn;
}

export function navigateTo(to: string, replace = false): void {
  if (navigator) navigator(to, { replace });
  else if (replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentFullPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function loginPathWithRedirect(redirect: string = currentFullPath()): string {
  return `/user/login?redirect=${encodeURIComponent(redirect)}`;
}
