import { App } from 'antd';
import type { ReactNode } from 'react';
import type { HttpError } from '../../../../api/http-errors.ts';

export interface JuryConfirm {
  title: ReactNode;
  content: ReactNode;
  okText: string;
  /** A red confirm button, for steps that change results. */
  danger?: boolean;
  /** Runs on confirm and answers the success toast. */
  run: () => Promise<string>;
  /** After the success toast, e.g. refreshing the jury's queries. */
  onDone?: () => void;
  /** The toast of a failure the server gave no reason for. */
  failText: string;
}

/** Asks before a jury action, runs it, and toasts its outcome: the success text or the server's reason. */
export function useJuryConfirm() {
  const { modal, message } = App.useApp();
  return ({ title, content, okText, danger, run, onDone, failText }: JuryConfirm) =>
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: danger ? { danger: true } : undefined,
      cancelText: '取消',
      onOk: async () => {
        try {
          message.success(await run());
          onDone?.();
        } catch (err) {
          message.error((err as HttpError).message || failText);
        }
      },
    });
}
