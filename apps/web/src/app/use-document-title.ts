import { useEffect } from 'react';
import { useBrand } from '../hooks/use-sys-config.ts';

/** SPEC §2: "<route title> · <brand name>", or only the brand name (home tab, welcome page). */
export function useDocumentTitle(title?: string): void {
  const { name } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
