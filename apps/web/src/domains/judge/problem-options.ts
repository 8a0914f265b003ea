import type { PageResult } from '@ck/shared';
import { getResult } from '../../api/result-calls.ts';

/** A judge problem as the pickers of other pages (questions, contest groups, homework) list it. */
export interface ProblemOption {
  id: string;
  title: string;
}

/** The first judge problems whose title matches `keyword` (all of them without one), for a picker. */
export const searchProblemOptions = async (keyword?: string, pageSize = 30) =>
  (
    await getResult<PageResult<ProblemOption>>('/judge/problem/list', {
      keyword: keyword || undefined,
      pageNo: 1,
      pageSize,
    })
  ).records;

/** One problem by id: the title of a problem already picked. */
export const problemOption = (id: string) =>
  getResult<ProblemOption>('/judge/problem/queryById', { id }, true);
