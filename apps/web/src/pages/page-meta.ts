import { createContext, useContext } from 'react';
import type { MenuMeta } from '../api/types.ts';

/** The menu entry of the page being shown (its title and icon); undefined outside the menu's pages. */
export const PageMetaContext = createContext<MenuMeta | undefined>(undefined);

export function usePageMeta(): MenuMeta | undefined {
  return useContext(PageMetaContext);
}
