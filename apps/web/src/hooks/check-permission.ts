import type { PermissionItem } from '../api/types.ts';

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

/** Role check: membership in the role list stored at login. */
export function rolesInclude(roles: string[], role: string): boolean {
  return roles.includes(role);
}
