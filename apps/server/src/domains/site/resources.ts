import { newsResource } from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { resourceTable } from '../../crud/table.ts';
import { newsHooks } from './news/news-hooks.ts';

// Each declared resource's table (drizzle-kit sees it through db/schema/index.ts) and its mount.
export const teachingNews = resourceTable(newsResource);

/** The declared resources this domain serves through the engine. */
export const siteResources: ResourceMount[] = [
  {
    def: newsResource,
    table: teachingNews,
    hooks: newsHooks,
    menu: {
      parent: 'menu-portal',
      id: 'menu-portal-news',
      name: '新闻管理',
      url: '/portal/news',
      component: 'portal/NewsList', // the generic page; its data rules are bound to this name
      icon: 'ReadOutlined',
      sortNo: 10,
      keepAlive: true,
      roles: ['admin'],
    },
  },
];
