import { expect } from 'vitest';

/**
 * Expects a refusal with the given status and a Chinese message, containing `text` (or matching it)
 * when given.
 */
export function expectRefused(
  res: { status: number; body: { message: string; success: boolean } },
  status = 400,
  text?: string | RegExp,
) {
  expect(res.status, res.body.message).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  if (typeof text === 'string') expect(res.body.message).toContain(text);
  else if (text) expect(res.body.message).toMatch(text);
}
