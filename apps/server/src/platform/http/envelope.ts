import type { ApiResult } from '@ck/shared';

export function ok<T>(result: T, message = '操作成功！'): ApiResult<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function fail(code: number, message: string): ApiResult<null> {
  return refused(null, message, code);
}

/**
 * An answer that says no (`success: false`) yet carries a result: JeecgBoot's verdict of a check
 * (`code` 200), or the row report of a refused import (400).
 */
export function refused<T>(result: T, message: string, code = 200): ApiResult<T> {
  return { success: false, message, code, result, timestamp: Date.now() };
}

/** The answer without a result, once `work` (a write) has finished. */
export async function okAfter(work: Promise<unknown>, message: string): Promise<ApiResult<null>> {
  await work;
  return ok(null, message);
}
