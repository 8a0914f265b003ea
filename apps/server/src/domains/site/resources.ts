import { newsResource } from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { resourceTable } from '../../crud/table.ts';
import { newsHooks } from './news/news-hooks.ts';

// Each declared resource's table (drizzle-kit sees it through db/schema/index.ts) and its mount.
export const teachingNews = resourceTable(newsResource);

/** The declared resources this domain serves through the engine. */
export const siteResources: ResourceMount[] = [{ def: newsResource, table: teachingNews, hooks: newsHooks }];
