import { useState } from 'react';

/**
 * `busy` while an action runs. A failure is swallowed: the HTTP client has already shown the server's
 * message, and the dialog or button stays as it was for another try.
 */
export function useBusyRun() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The client already showed the reason.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
