import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Rendering the arena pages in jsdom against a fake API (used by the page tests only). */

export type Answers = Record<string, unknown>;

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** An answer that refuses the call with this status and message. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

/** Answers the API by path (after `/api` or `/ojapi`) with a success envelope; unknown paths get []. */
export function mockApi(answers: Answers): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/(api|ojapi)/, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? 'GET', path, body });
      const result = path in answers ? answers[path] : [];
      if (result instanceof Refusal) {
        const refused = {
          success: false,
          message: result.message,
          code: result.status,
          result: null,
          timestamp: 0,
        };
        return new Response(JSON.stringify(refused), { status: result.status });
      }
      const envelope = { success: true, message: '', code: 200, result, timestamp: 0 };
      return new Response(JSON.stringify(envelope), { status: 200 });
    }),
  );
  return calls;
}

let root: Root | null = null;
let host: HTMLElement = document.createElement('div');

export async function render(page: () => unknown, url: string) {
  host = document.createElement('div');
  document.body.appendChild(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = createElement(
    QueryClientProvider,
    { client },
    createElement(
      MemoryRouter,
      { initialEntries: [url] },
      createElement(App, null, createElement(page as never)),
    ),
  );
  await act(async () => {
    root = createRoot(host);
    root.render(tree);
  });
  return host;
}

/** Waits (on real timers) until the page shows what the test expects. */
export async function until(check: () => boolean, ms = 8000) {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`页面未出现预期内容：${document.body.textContent}`);
    await act(() => new Promise((r) => setTimeout(r, 25)));
  }
}

/** Text anywhere in the document (modals render outside the page). */
export const has = (text: string) => () => !!document.body.textContent?.includes(text);

export async function click(element: Element | null | undefined) {
  if (!element) throw new Error('找不到要点击的元素');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** What antd needs from a browser that jsdom lacks. */
export function setUpDom() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({
      matches: false,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

export async function tearDown() {
  await act(async () => root?.unmount());
  root = null;
  host.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
}
