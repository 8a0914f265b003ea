import { getAction, unwrap } from '../../../api/client.ts';

export interface VisitDay {
  tian: string;
  type: string;
  visit: number;
  ip: number;
}

export interface Analysis {
  userCount: number;
  classCount: number;
  todayLogins: number;
  todayIp: number;
  totalVisits: number;
  todayOperations: number;
  todayFailedLogins: number;
  series: VisitDay[];
}

export const loadAnalysis = async (days = 30) =>
  unwrap(await getAction<Analysis>('/sys/dashboard/analysis', { days }));
