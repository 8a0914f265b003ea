import type { PermissionItem } from '../api/types.ts';
import { useSession } from '../stores/session-store.ts';
import { checkPermission, hasRole } from './check-permission.ts';

export { checkPermission, hasRole };

/** Whether the signed-in user may see the element guarded by `code` (SPEC §6). */
export function useCan(code: string, formPermissions?: PermissionItem[]): boolean {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  return checkPermission(code, auth, allAuth, formPermissions);
}

export function useHasRole(role: string): boolean {
  return useSession((s) => hasRole(s.roles, role));
}
