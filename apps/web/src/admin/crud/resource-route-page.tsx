import { type ResourceDef, resourceKey, resources } from '@ck/shared';
import type { ComponentType } from 'react';
import { PageNotFound } from '../../components/page-not-found.tsx';
import type { PageProps } from '../../pages/page-props.ts';
import { ResourcePage } from './resource-page.tsx';

const pages = new Map<string, ComponentType<PageProps>>();

/** The generic admin page of the declared resource `module/name`, or "页面不存在" for an unknown one. */
export function pageOfResource(key: string): ComponentType<PageProps> {
  let page = pages.get(key);
  if (!page) {
    const def: ResourceDef | undefined = resources.find((r) => resourceKey(r) === key);
    page = def ? () => <ResourcePage def={def} /> : () => <PageNotFound />;
    pages.set(key, page);
  }
  return page;
}
