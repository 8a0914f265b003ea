import { resourceKey } from '@ck/shared';
import type { MenuFragment } from '../db/seed/menu-types.ts';
import type { ResourceMount } from './resource-model.ts';

/** The menu entries of resources that declare one, for the menu seed. */
export function resourceMenus(mounts: readonly ResourceMount[]): MenuFragment[] {
  return mounts.flatMap(({ def, menu }) => {
    if (!menu) return [];
    const { parent, component, resources, ...rest } = menu;
    const key = resourceKey(def);
    return [
      { parent, menu: { ...rest, component: component ?? `resource/${key}`, resources: resources ?? [key] } },
    ];
  });
}
