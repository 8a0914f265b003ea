import type { ReactNode } from 'react';
import { errorText, MpError } from '../api/mp-client.ts';

export function Loading({ text = '加载中…' }: { text?: string }) {
  return (
    <div className="m-state" role="status" aria-live="polite">
      <span className="m-spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

export function Empty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="m-state m-empty">
      <p>{text}</p>
      {children}
    </div>
  );
}

/** An error with its Chinese message; a retry button unless retrying cannot help (not found). */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const notFound = error instanceof MpError && error.status === 404;
  return (
    <div className="m-state m-error" role="alert">
      <p>{errorText(error)}</p>
      {onRetry && !notFound ? (
        <button type="button" className="m-btn m-btn-ghost" onClick={onRetry}>
          重试
        </button>
      ) : null}
    </div>
  );
}
