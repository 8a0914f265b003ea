import { expect } from 'vitest';

export const ASSETS = '/api/teaching/teachingScratchAssets';
export const ADDITIONAL = '/api/teaching/teachingAdditionalWork';
export const MINE_ADDITIONAL = '/api/teaching/teachingWork/mineAdditionalWork';

/** Expects a refusal with the given status and a Chinese message. */
export function expectRefused(
  res: { status: number; body: { message: string; success: boolean } },
  status = 400,
) {
  expect(res.status, res.body.message).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
}
