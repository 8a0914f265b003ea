import type { DashboardAnalysis } from '@ck/shared';
import { getResult } from '../../../api/result-calls.ts';

export const loadAnalysis = (days = 30) => getResult<DashboardAnalysis>('/sys/dashboard/analysis', { days });
