import { z } from 'zod';
import { CLASS_CODE_RE } from './account-codes.ts';

// Class join codes: a student joins by code; a teacher or admin sees and resets the codes of their classes.

/** `POST /teaching/class/join`. */
export const joinClassBody = z.object({
  code: z
    .string({ error: '请输入班级码' })
    .trim()
    .min(1, '请输入班级码')
    .regex(CLASS_CODE_RE, '班级码由 4-16 位字母或数字组成'),
});
export type JoinClassBody = z.input<typeof joinClassBody>;

/** `GET /teaching/class/preview?code=`: the class of a code, to confirm before joining. */
export const classPreviewQuery = joinClassBody;

/** The class and school a code leads to; never its members. */
export const classPreviewSchema = z.object({
  departId: z.string(),
  departName: z.string(),
  /** The school above the class, or null when the class hangs under no school. */
  schoolName: z.string().nullable(),
  /** The caller is already a member. */
  joined: z.boolean(),
});
export type ClassPreview = z.infer<typeof classPreviewSchema>;

/** `POST /teaching/class/code/reset`. */
export const resetClassCodeBody = z.object({
  departId: z.string({ error: '请选择班级' }).trim().min(1, '请选择班级').max(36),
});
export type ResetClassCodeBody = z.input<typeof resetClassCodeBody>;

/** The class a student joined. */
export const joinedClassSchema = z.object({
  departId: z.string(),
  departName: z.string(),
  orgCode: z.string(),
});
export type JoinedClass = z.infer<typeof joinedClassSchema>;

/** A class and its join code (`GET /teaching/class/codes`). */
export const classCodeSchema = joinedClassSchema.extend({ code: z.string() });
export type ClassCode = z.infer<typeof classCodeSchema>;

/** The new code after a reset. */
export const resetClassCodeResultSchema = z.object({ code: z.string() });
export type ResetClassCodeResult = z.infer<typeof resetClassCodeResultSchema>;
