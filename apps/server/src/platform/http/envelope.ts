import type { ApiResult } from '@ck/shared';

export function ok<T>(result: T, message = '操作成功！'): ApiResult<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function fail(code: number, message: string): ApiResult<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

/** The answer without a result, once `work` (a write) has finished. */
export async function okAfter(work: Promise<unknown>, message: string): Promise<ApiResult<null>> {
  await work;
  return ok(null, message);
}
