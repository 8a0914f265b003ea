import type { Domain } from '../domain.ts';
import { identityRoutes } from './identity-routes.ts';
import { identityMenus } from './menus.ts';

export const identity: Domain = { name: 'identity', register: identityRoutes, menus: identityMenus };

// What other domains may use: the permission cache and session store the app wires into its context,
// the class-code service, class membership for teachers' own classes, and identity's tables for read-only joins (only identity writes them).
export * from './access/permission-service.ts';
export * from './access-tables.ts';
export * from './account-tables.ts';
export { classCodes } from './departs/class-code-service.ts';
export {
  type ClassRef,
  type ManagedScope,
  managedClasses,
  managedScope,
  memberClasses,
  splitIds,
} from './departs/class-scope.ts';
export { departNames } from './departs/depart-names.ts';
export * from './session/session-store.ts';
export { actorOf } from './session/user-actor.ts';
export { findUserById } from './session/user-info.ts';
export { type SmsCodes, type SmsPurpose, smsCodesOf } from './sms/sms-codes.ts';
export * from './tables.ts';
export {
  addClassStudent,
  classOfTenant,
  createClassStudents,
  moveClassStudents,
  removeClassStudents,
} from './users/class-members.ts';
export { checkTenantAdmin, provisionTenant, type TenantAdminInput } from './users/tenant-admin.ts';
export { type SeatUsage, seatUsage } from './users/user-seats.ts';
