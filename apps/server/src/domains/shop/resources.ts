import { productCategoryResource, productResource } from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { resourceTable } from '../../crud/table.ts';

// Each declared resource's table (drizzle-kit sees it through db/schema/index.ts).
export const teachingProductCategory = resourceTable(productCategoryResource);
export const teachingProduct = resourceTable(productResource);

/** Goods and their categories are declared resources; orders and payments are hand-written. */
export const shopResources: ResourceMount[] = [
  { def: productCategoryResource, table: teachingProductCategory },
  { def: productResource, table: teachingProduct },
];
