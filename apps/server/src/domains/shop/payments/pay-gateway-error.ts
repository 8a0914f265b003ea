import { badRequest } from '../../../platform/http/errors.ts';

/** How long a call to a provider's gateway may take before the buyer gets an error. */
export const GATEWAY_TIMEOUT_MS = 15_000;

/** A provider refused or could not be reached: a Chinese 400 the caller may show. */
export const gatewayRefused = (provider: string, action: string, reason: string) =>
  badRequest(`${provider}${action}失败：${reason.slice(0, 200)}`);

const isTimeout = (err: unknown) => err instanceof Error && err.name === 'TimeoutError';

/**
 * `fetch` with the gateway timeout; a network failure becomes a Chinese 400. A connection dropped
 * before any answer (a kept-alive socket the gateway just closed) is tried once more: every call made
 * here carries its own merchant number (order, refund), so the gateway treats a repeat as the same call.
 */
export async function gatewayFetch(
  provider: string,
  action: string,
  url: string,
  init: RequestInit,
): Promise<Response> {
  const call = () =>
    fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
  try {
    return await call().catch((err: unknown) => {
      if (isTimeout(err)) throw err;
      return call();
    });
  } catch (err) {
    throw gatewayRefused(
      provider,
      action,
      isTimeout(err) ? '支付平台响应超时，请稍后再试' : '无法连接支付平台',
    );
  }
}
