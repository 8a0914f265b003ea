import type { PaperRow } from '@ck/shared';
import { useEffect, useRef } from 'react';

/** The names of every paper a list has shown, so results can name papers chosen on other pages. */
export function usePaperNames(records: readonly PaperRow[]): ReadonlyMap<string, string> {
  const names = useRef(new Map<string, string>());
  useEffect(() => {
    for (const r of records) names.current.set(r.id, r.paperName);
  }, [records]);
  return names.current;
}
