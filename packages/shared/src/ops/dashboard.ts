import { z } from 'zod';

// ---- requests ----

const days = z.coerce.number().int().min(1).max(90, '最多统计 90 天');

/** `visitInfo?days=`: 7 days unless told, at most 90. */
export const visitDaysQuery = z.object({ days: days.default(7) });

/** `dashboard/analysis?days=`: 30 days unless told, at most 90. */
export const analysisQuery = z.object({ days: days.default(30) });

// ---- responses ----

/** JeecgBoot's `/sys/loginfo`: successful sign-ins in total and today, distinct IPs today. */
export const loginCountersSchema = z.object({
  totalVisitCount: z.number().int(),
  todayVisitCount: z.number().int(),
  todayIp: z.number().int(),
});
export type LoginCounters = z.infer<typeof loginCountersSchema>;

/** Sign-ins and distinct IPs of one day (JeecgBoot `/sys/visitInfo`). */
export const visitDaySchema = z.object({
  /** `MM-DD`. */
  tian: z.string(),
  /** `YYYY-MM-DD`. */
  type: z.string(),
  visit: z.number().int(),
  ip: z.number().int(),
});
export type VisitDay = z.infer<typeof visitDaySchema>;

/** Everything the analysis page shows in one call: counters and a per-day series, oldest first. */
export const dashboardAnalysisSchema = z.object({
  userCount: z.number().int(),
  classCount: z.number().int(),
  todayLogins: z.number().int(),
  todayIp: z.number().int(),
  totalVisits: z.number().int(),
  todayOperations: z.number().int(),
  todayFailedLogins: z.number().int(),
  series: z.array(visitDaySchema),
});
export type DashboardAnalysis = z.infer<typeof dashboardAnalysisSchema>;
