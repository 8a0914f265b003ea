import { describe, expect, it } from 'vitest';
import { readJson } from './client.ts';
import { HttpError } from './http-errors.ts';

describe('reading an answer', () => {
  it('reads JSON, and gives undefined for an empty or non-JSON body', async () => {
    expect(await readJson(new Response('{"success":true}'))).toEqual({ success: true });
    expect(await readJson(new Response(''))).toBeUndefined();
    expect(await readJson(new Response('<html>'))).toBeUndefined();
  });

  it('turns an answer cut off on the way into a network failure (status 0), which keeps the session', async () => {
    const cut = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"success":tr'));
        controller.error(new TypeError('network error'));
      },
    });
    const error = await readJson(new Response(cut)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(0);
  });
});
