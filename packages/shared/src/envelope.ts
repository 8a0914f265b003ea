/** The JSON envelope of every API answer (JeecgBoot compatible). */
export interface ApiResult<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** Paged list answer of every `list` route. */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface DictItem {
  value: string;
  text: string;
  title: string;
}

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Token and login storage lifetime: 7 days. */
export const TOKEN_TTL_MS = 604_800_000;
