import type { DashboardAnalysis } from '@ck/shared';
import { getAction, unwrap } from '../../../api/client.ts';

export const loadAnalysis = async (days = 30) =>
  unwrap(await getAction<DashboardAnalysis>('/sys/dashboard/analysis', { days }));
