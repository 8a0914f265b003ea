import { App } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';

export interface DangerConfirm {
  title: ReactNode;
  content: ReactNode;
  /** The red button's text. */
  okText?: string;
  /** What confirming does (usually one API call). */
  action: () => Promise<unknown>;
  /** Toast after `action` succeeded. */
  successText: string;
  /** After the toast, e.g. refreshing the list. */
  onDone?: () => void;
}

/**
 * Asks before a destructive step (delete, revoke…) with a red button, then runs it. A failure closes the
 * dialog silently: the HTTP client has already shown the server's message.
 */
export function useDangerConfirm() {
  const { modal, message } = App.useApp();
  return useCallback(
    ({ title, content, okText = '删除', action, successText, onDone }: DangerConfirm) =>
      modal.confirm({
        title,
        content,
        okText,
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: async () => {
          try {
            await action();
            message.success(successText);
            onDone?.();
          } catch {
            // shown by the client
          }
        },
      }),
    [modal, message],
  );
}
