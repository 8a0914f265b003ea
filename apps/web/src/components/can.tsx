import type { PermissionCode } from '@ck/shared';
import type { ReactNode } from 'react';
import type { PermissionItem } from '../api/types.ts';
import { useCan, useHasRole } from '../hooks/use-can.ts';

interface CanProps {
  /** A code of the permission catalogue (`PERMS`) or of a declared resource. */
  code: PermissionCode;
  /** The form's own permission list (e.g. a menu's `permissionList`). */
  permissions?: PermissionItem[];
  children: ReactNode;
}

/** Renders its children only when the permission check of SPEC §6 passes. */
export function Can({ code, permissions, children }: CanProps) {
  return useCan(code, permissions) ? children : null;
}

export function HasRole({ role, children }: { role: string; children: ReactNode }) {
  return useHasRole(role) ? children : null;
}
