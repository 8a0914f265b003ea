import type { PermissionCode } from '@ck/shared';

// Literal codes: the permission catalogue module would bring zod into the page bundle.
export const MANAGE_CLASS: PermissionCode = 'teaching:class:manage';
export const BATCH_STUDENTS: PermissionCode = 'teaching:class:batchStudents';
export const REPORT_VIEW: PermissionCode = 'teaching:report:view';
export const REPORT_EXPORT: PermissionCode = 'teaching:report:export';
