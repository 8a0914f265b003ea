import { paperClassificationResource } from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { resourceTable } from '../../crud/table.ts';
import { paperClassificationHooks } from './classification/classification-hooks.ts';

// Each declared resource's table (drizzle-kit sees it through db/schema/index.ts) and its mount.
export const teachingPaperClassification = resourceTable(paperClassificationResource);

/** The declared resources this domain serves through the engine. */
export const examResources: ResourceMount[] = [
  {
    def: paperClassificationResource,
    table: teachingPaperClassification,
    hooks: paperClassificationHooks,
    menu: {
      parent: 'menu-exam',
      id: 'menu-exam-classification',
      name: '题库分类',
      url: '/exam/classification',
      icon: 'ApartmentOutlined',
      sortNo: 5,
      keepAlive: true,
      roles: ['admin'],
    },
  },
];
