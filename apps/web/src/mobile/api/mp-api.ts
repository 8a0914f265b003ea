import type {
  MpArticleCard,
  MpArticleDetail,
  MpAssessmentCard,
  MpAttempt,
  MpCity,
  MpHome,
  MpReport,
  MpSaved,
  MpStartBody,
  PageResult,
} from '@ck/shared';
import { mpCall } from './mp-client.ts';

export interface ArticleFilter {
  typeId?: string;
  labelId?: string;
  cityId?: string;
  pageNo: number;
  pageSize?: number;
}

/** Articles per "加载更多" step of the phone's feed: a screenful, not a back-office list page. */
const ARTICLES_PER_LOAD = 10;

/** Every call of the companion's public API `/api/mp/v1`. */
export const mpApi = {
  cities: () => mpCall<MpCity[]>('cities'),
  home: (cityId?: string) => mpCall<MpHome>('home', { query: { cityId } }),
  articles: (f: ArticleFilter) =>
    mpCall<PageResult<MpArticleCard>>('articles', { query: { pageSize: ARTICLES_PER_LOAD, ...f } }),
  article: (id: string) => mpCall<MpArticleDetail>('article', { query: { id } }),
  assessments: () => mpCall<MpAssessmentCard[] | PageResult<MpAssessmentCard>>('assessments'),
  assessment: (id: string) => mpCall<MpAssessmentCard>('assessment', { query: { id } }),
  sendSms: (mobile: string) => mpCall<unknown>('sms', { method: 'POST', body: { mobile } }),
  start: (body: Omit<MpStartBody, 'orgId'>) =>
    mpCall<MpAttempt>('attempt/start', { method: 'POST', body: { ...body } }),
  attempt: (attemptToken: string) => mpCall<MpAttempt>('attempt', { attemptToken }),
  saveAnswers: (attemptToken: string, answers: Record<string, string>, seq: number) =>
    mpCall<MpSaved>('attempt/answers', { method: 'POST', attemptToken, body: { answers, seq } }),
  /** Hands in the saved answers (save them first). */
  submit: (attemptToken: string) => mpCall<MpReport>('attempt/submit', { method: 'POST', attemptToken }),
  report: (token: string) => mpCall<MpReport>('report', { query: { token } }),
};

/** The list of an answer that may come as a plain array or a page. */
export function listOf<T>(value: T[] | PageResult<T> | null | undefined): T[] {
  if (!value) return [];
  return Array.isArray(value) ? value : value.records;
}
