import { courseClassificationResource } from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { resourceTable } from '../../crud/table.ts';
import { classificationHooks } from './courses/classification-hooks.ts';

// Each declared resource's table (drizzle-kit sees it through db/schema/index.ts) and its mount.
export const teachingCourseClassification = resourceTable(courseClassificationResource);

/** The declared resources this domain serves through the engine. */
export const teachingResources: ResourceMount[] = [
  {
    def: courseClassificationResource,
    table: teachingCourseClassification,
    hooks: classificationHooks,
    menu: {
      parent: 'menu-teaching',
      id: 'menu-teaching-classification',
      name: '课程分类',
      url: '/teaching/courseClassification',
      icon: 'ApartmentOutlined',
      sortNo: 10,
      keepAlive: true,
      roles: ['admin'],
    },
  },
];
