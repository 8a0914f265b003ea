import type { PermissionItem } from '../api/types.ts';
import { useSession } from '../stores/session-store.ts';

/**
 * SPEC §6 / REFERENCE §2: a code passes when the global list (`allAuth`) switches its check off
 * (status '0'), when the user was granted it (`auth`, type '2' "disable" entries ignored), or when the
 * form's own permission list (type '2' ignored) holds it. Anything else is removed from the page.
 */
export function checkPermission(
  code: string,
  auth: PermissionItem[],
  allAuth: PermissionItem[],
  formPermissions?: PermissionItem[],
): boolean {
  if (allAuth.some((p) => p.action === code && String(p.status) === '0')) return true;
  if (auth.some((p) => p.action === code && String(p.type) !== '2')) return true;
  return !!formPermissions?.some((p) => p.action === code && String(p.type) !== '2');
}

export function useCan(code: string, formPermissions?: PermissionItem[]): boolean {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  return checkPermission(code, auth, allAuth, formPermissions);
}

/** Role check: membership in the role list stored at login. */
export function hasRole(roles: string[], role: string): boolean {
  return roles.includes(role);
}

export function useHasRole(role: string): boolean {
  return useSession((s) => hasRole(s.roles, role));
}
