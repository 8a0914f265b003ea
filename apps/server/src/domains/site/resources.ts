import { newsResource } from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { newsHooks } from './news/news-hooks.ts';
import { teachingNews } from './resource-tables.ts';

/** The declared resources this domain serves through the engine. */
export const siteResources: ResourceMount[] = [{ def: newsResource, table: teachingNews, hooks: newsHooks }];
