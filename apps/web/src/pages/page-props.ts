import type { MenuMeta } from '../api/types.ts';

/** Props every page of the registry receives from the route built out of its menu node. */
export interface PageProps {
  meta?: MenuMeta;
}
