import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { userNameFields } from '../record-fields.ts';
import { requiredText } from '../text-fields.ts';
import { isPointsKind, POINTS_AMOUNT_MAX } from './rules.ts';

// The ledger of points (`/api/teaching/teachingJifen/*`): the signed-in user's and the back office's.

/** `getMyJifen`: the current balance, 0 for a user who never had points. */
export const myPointsSchema = z.number().int();
export type MyPoints = z.infer<typeof myPointsSchema>;

const timeBound = z.string().trim().max(19, '时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss').optional();

/** Filters shared by the user's and the back office's ledger; a bare end date covers its whole day. */
const ledgerFilters = {
  kind: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === '' || isPointsKind(v), '未知的积分类型')
    .optional(),
  createTime_begin: timeBound,
  createTime_end: timeBound,
};

/** `myList`: a page of the user's ledger, newest first. */
export const pointsLedgerQuery = z.object({ ...ledgerFilters, ...pagingFields({ maxSize: 100 }) });
export type PointsLedgerQuery = z.infer<typeof pointsLedgerQuery>;

/** One change of points: positive when awarded, negative when spent. */
export const pointsLedgerItemSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  kind: z.string(),
  kind_dictText: z.string(),
  createTime: z.string().nullable(),
});
export type PointsLedgerItem = z.infer<typeof pointsLedgerItemSchema>;

/** The back office's ledger filters (`list`, `exportXls`). */
export const pointsAdminFilterQuery = z.object({
  ...ledgerFilters,
  userId: z.string().trim().max(36).optional(),
  /** Account or real name contains. */
  keyword: z.string().trim().max(64, '关键词不能超过 64 个字符').optional(),
});
export type PointsAdminFilter = z.infer<typeof pointsAdminFilterQuery>;

export const pointsAdminListQuery = pointsAdminFilterQuery.extend(
  pagingFields({ maxSize: 200, defaultSize: 20 }),
);
export type PointsAdminListQuery = z.infer<typeof pointsAdminListQuery>;

/** A ledger row with whose points and who changed them. */
export const pointsAdminRowSchema = pointsLedgerItemSchema.extend({
  userId: z.string(),
  username: z.string().nullable(),
  realname: z.string().nullable(),
  createBy: z.string().nullable(),
});
export type PointsAdminRow = z.infer<typeof pointsAdminRowSchema>;

/** `award`: a teacher's or administrator's award (positive) or deduction (negative). */
export const pointsAwardBody = z.object({
  userId: z.string({ error: '请选择学生' }).trim().min(1, '请选择学生').max(36),
  amount: z.coerce
    .number({ error: `积分必须是 -${POINTS_AMOUNT_MAX} 到 ${POINTS_AMOUNT_MAX} 之间的非零整数` })
    .int(`积分必须是 -${POINTS_AMOUNT_MAX} 到 ${POINTS_AMOUNT_MAX} 之间的非零整数`)
    .min(-POINTS_AMOUNT_MAX, `积分必须是 -${POINTS_AMOUNT_MAX} 到 ${POINTS_AMOUNT_MAX} 之间的非零整数`)
    .max(POINTS_AMOUNT_MAX, `积分必须是 -${POINTS_AMOUNT_MAX} 到 ${POINTS_AMOUNT_MAX} 之间的非零整数`)
    .refine((v) => v !== 0, '积分不能为 0'),
  reason: requiredText(100, '原因', '请填写'),
});
export type PointsAwardBody = z.infer<typeof pointsAwardBody>;

export const pointsAwardResultSchema = z.object({ userId: z.string(), balance: z.number().int() });
export type PointsAwardResult = z.infer<typeof pointsAwardResultSchema>;

/** `classRank?classId=`: the students of a class by balance, highest first; ties share a rank. */
export const pointsClassRankQuery = z.object({
  classId: z.string({ error: '请选择班级' }).trim().min(1, '请选择班级').max(36),
});
export const pointsRankRowSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  ...userNameFields,
  balance: z.number().int(),
});
export type PointsRankRow = z.infer<typeof pointsRankRowSchema>;

/** `signIn`: what today's sign-in paid and the balance after it. */
export const signInResultSchema = z.object({ amount: z.number().int(), balance: z.number().int() });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** `signInStatus`: whether the user signed in today, what a sign-in pays, and the run of days. */
export const signInStatusSchema = z.object({
  signedToday: z.boolean(),
  enabled: z.boolean(),
  amount: z.number().int(),
  /** Consecutive days signed in up to today (or up to yesterday when not yet today). */
  streak: z.number().int(),
  today: z.string(),
});
export type SignInStatus = z.infer<typeof signInStatusSchema>;
