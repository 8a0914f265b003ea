/**
 * Pages where the code dog is never offered: the online exam (with its device test and phone camera)
 * and the contest arena. The server refuses there too (exam and contest lock-out); this keeps the
 * panel and its buttons out of sight.
 */
const CLOSED_PREFIXES = ['/kaoshi-online', '/home-page/racearena'];

export function aiPanelAllowed(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !CLOSED_PREFIXES.some((prefix) => path.startsWith(prefix));
}
