import type { PermissionCode } from '@ck/shared';
import type { PermissionItem } from '../api/types.ts';
import { useSession } from '../stores/session-store.ts';
import { checkPermission, rolesInclude } from './check-permission.ts';

export { checkPermission };

/** Role check outside React: membership in the role list stored at login (SPEC §6). */
export function hasRole(role: string): boolean {
  return rolesInclude(useSession.getState().roles, role);
}

/** Whether the signed-in user may see the element guarded by `code` (SPEC §6). */
export function useCan(code: PermissionCode, formPermissions?: PermissionItem[]): boolean {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  return checkPermission(code, auth, allAuth, formPermissions);
}

export function useHasRole(role: string): boolean {
  return useSession((s) => rolesInclude(s.roles, role));
}
