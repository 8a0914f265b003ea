import { z } from 'zod';
import { pagingFields } from '../paging.ts';

// The signed-in user's points (`/api/teaching/teachingJifen/*`).

/** `getMyJifen`: the current balance, 0 for a user who never had points. */
export const myPointsSchema = z.number().int();
export type MyPoints = z.infer<typeof myPointsSchema>;

/** `myList`: a page of the user's ledger, newest first. */
export const pointsLedgerQuery = z.object(pagingFields({ maxSize: 100 }));
export type PointsLedgerQuery = z.infer<typeof pointsLedgerQuery>;

/** One change of points: positive when awarded, negative when spent. */
export const pointsLedgerItemSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  createTime: z.string().nullable(),
});
export type PointsLedgerItem = z.infer<typeof pointsLedgerItemSchema>;
