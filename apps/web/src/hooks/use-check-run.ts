import { useState } from 'react';
import { errorText } from '../api/http-errors.ts';

/** What a check answered, or the error text when it failed. */
export type CheckOutcome<R> = { result: R; error?: undefined } | { result?: undefined; error: string };

/**
 * A check run from a settings form (测试连接, 检查密钥…): `checking` while it runs, then its answer or
 * the error text (the server's message, else `fallback`). The previous outcome stays until `clear`.
 */
export function useCheckRun<R>(fallback: string) {
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<CheckOutcome<R> | null>(null);
  const run = async (check: () => Promise<R>) => {
    setChecking(true);
    try {
      setOutcome({ result: await check() });
    } catch (err) {
      setOutcome({ error: errorText(err, fallback) });
    } finally {
      setChecking(false);
    }
  };
  return { checking, outcome, run, clear: () => setOutcome(null) };
}
