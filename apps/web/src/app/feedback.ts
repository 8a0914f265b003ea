import type { useAppProps as AppFeedback } from 'antd/es/app/context';

/**
 * Toasts and dialogs for the whole app (antd's `App.useApp()` and non-React code such as the HTTP
 * client). The antd message/notification/modal code is not needed for the first paint, so it lives in
 * a lazily loaded chunk (`feedback-holders.tsx`) that registers its contextual instances here. Until
 * then `deferredFeedback` queues every call and asks the host to load that chunk at once.
 */
export type { AppFeedback };

// `satisfies` checks that the lists name real methods of antd's instances.
const MESSAGE_METHODS = [
  'open',
  'success',
  'error',
  'info',
  'warning',
  'loading',
  'destroy',
] as const satisfies readonly (keyof AppFeedback['message'])[];
const NOTIFICATION_METHODS = [
  'open',
  'success',
  'error',
  'info',
  'warning',
  'destroy',
] as const satisfies readonly (keyof AppFeedback['notification'])[];
const MODAL_METHODS = [
  'confirm',
  'info',
  'success',
  'error',
  'warning',
] as const satisfies readonly (keyof AppFeedback['modal'])[];

type Kind = keyof AppFeedback;
type AnyMethod = (...args: unknown[]) => unknown;

let current: AppFeedback | null = null;
const waiting: ((api: AppFeedback) => void)[] = [];
const requestListeners = new Set<() => void>();

export function registerFeedback(feedback: AppFeedback | null): void {
  current = feedback;
  if (feedback) for (const run of waiting.splice(0)) run(feedback);
}

/** The host mounts the antd holders when a call arrives before its idle-time preload. */
export function onFeedbackRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function whenReady(run: (api: AppFeedback) => void): void {
  if (current) {
    run(current);
    return;
  }
  waiting.push(run);
  for (const listener of requestListeners) listener();
}

/**
 * What a queued call returns: antd's message functions return a closer that is also a thenable, the
 * modal functions `{ destroy, update, then }`. The stand-in forwards each to the real result.
 */
function pendingResult(kind: Kind, method: string, args: unknown[]) {
  let result: unknown;
  let settled = false;
  const later: ((value: unknown) => void)[] = [];
  const act = (fn: (value: unknown) => void) => (settled ? fn(result) : later.push(fn));
  whenReady((api) => {
    result = (api[kind] as unknown as Record<string, AnyMethod>)[method](...args);
    settled = true;
    for (const fn of later.splice(0)) fn(result);
  });
  type Handle = { destroy?: () => void; update?: (config: unknown) => void };
  const close = () =>
    act((value) => (typeof value === 'function' ? (value as () => void)() : (value as Handle)?.destroy?.()));
  return Object.assign(close, {
    destroy: close,
    update: (config: unknown) => act((value) => (value as Handle)?.update?.(config)),
    // Intentionally thenable like antd's own results; resolving with the real result adopts its
    // promise (message closed, dialog confirmed).
    // biome-ignore lint/suspicious/noThenProperty: mirrors antd's thenable return values
    then: (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
      new Promise((resolve) => act(resolve)).then(onFulfilled, onRejected),
  });
}

function deferredInstance(kind: Kind, methods: readonly string[]): Record<string, AnyMethod> {
  const instance: Record<string, AnyMethod> = {};
  for (const method of methods)
    instance[method] = (...args) =>
      current
        ? (current[kind] as unknown as Record<string, AnyMethod>)[method](...args)
        : pendingResult(kind, method, args);
  return instance;
}

/** Stable stand-in for antd's `App.useApp()` value: the real instances once loaded, a queue before. */
export const deferredFeedback = {
  message: deferredInstance('message', MESSAGE_METHODS),
  notification: deferredInstance('notification', NOTIFICATION_METHODS),
  modal: deferredInstance('modal', MODAL_METHODS),
} as unknown as AppFeedback;

export function feedback(): AppFeedback {
  return current ?? deferredFeedback;
}
