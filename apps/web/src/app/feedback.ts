import { type App, Modal, message, notification } from 'antd';

type AppFeedback = ReturnType<typeof App.useApp>;

/**
 * Non-React code (the HTTP client, session actions) needs toasts and dialogs that follow the theme.
 * The `<FeedbackBridge>` inside antd's `<App>` registers the contextual instances here; before it mounts
 * the static antd functions serve as a fallback.
 */
let current: AppFeedback | null = null;

export function registerFeedback(feedback: AppFeedback | null): void {
  current = feedback;
}

export function feedback(): AppFeedback {
  return current ?? { message, notification, modal: Modal as unknown as AppFeedback['modal'] };
}
