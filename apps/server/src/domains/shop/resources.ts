import { productCategoryResource, productResource } from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { resourceTable } from '../../crud/table.ts';
import { productHooks } from './goods/product-hooks.ts';

// Each declared resource's table (drizzle-kit sees it through db/schema/index.ts).
export const teachingProductCategory = resourceTable(productCategoryResource);
export const teachingProduct = resourceTable(productResource);

/** Goods and their categories are declared resources; orders and payments are hand-written. */
export const shopResources: ResourceMount[] = [
  {
    def: productCategoryResource,
    table: teachingProductCategory,
    menu: {
      parent: 'menu-shop',
      id: 'menu-shop-category',
      name: '商品分类',
      url: '/shop/classification',
      icon: 'AppstoreOutlined',
      sortNo: 10,
      keepAlive: true,
      roles: ['admin'],
    },
  },
  {
    def: productResource,
    table: teachingProduct,
    hooks: productHooks,
    menu: {
      parent: 'menu-shop',
      id: 'menu-shop-product',
      name: '商品管理',
      url: '/shop/productInfo',
      component: 'shop/ProductList',
      icon: 'GiftOutlined',
      sortNo: 20,
      keepAlive: true,
      roles: ['admin'],
    },
  },
];
