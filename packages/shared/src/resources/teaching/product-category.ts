import { bySortNo, categoryNameField, enabledField, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/** Goods categories of the shop (商品分类, `/home-page/classification`). */
export const productCategoryResource = defineResource({
  module: 'teaching',
  name: 'teachingProductCategory',
  label: '商品分类',
  table: 'teaching_product_category',
  permPrefix: 'teaching:productCategory',
  fields: {
    categoryName: categoryNameField(30),
    icon: { kind: 'image', label: '图标' },
    enabled: enabledField,
    sortNo: sortNoField,
  },
  defaultSort: bySortNo,
});
