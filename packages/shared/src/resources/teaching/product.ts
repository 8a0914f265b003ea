import { bySortNo, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/**
 * Goods of the shop (商品管理, `/home-page/productInfo`). A price in points, in money (yuan) or both;
 * stock moves only inside an order's transaction; `refId` names the course or certificate template a
 * virtual item grants, or the papers of a paper pack (comma-separated).
 */
export const productResource = defineResource({
  module: 'teaching',
  name: 'teachingProduct',
  label: '商品',
  table: 'teaching_product',
  permPrefix: 'teaching:product',
  fields: {
    productName: {
      kind: 'text',
      label: '商品名称',
      required: true,
      max: 60,
      searchable: true,
      sortable: true,
    },
    cover: { kind: 'image', label: '封面' },
    gallery: { kind: 'longtext', label: '图集（每行一张图片）', max: 4000, hideInList: true },
    description: { kind: 'richtext', label: '商品详情', max: 50000, hideInList: true },
    categoryId: {
      kind: 'ref',
      label: '分类',
      ref: 'teaching/teachingProductCategory',
      refLabel: 'categoryName',
      searchable: true,
    },
    goodsType: {
      kind: 'dict',
      label: '商品类型',
      dict: 'goods_type',
      required: true,
      defaultValue: '1',
      searchable: true,
    },
    refId: { kind: 'text', label: '关联内容', max: 1000, hideInList: true },
    pointsPrice: { kind: 'int', label: '积分价', min: 0, max: 10_000_000, sortable: true, defaultValue: 0 },
    moneyPrice: {
      kind: 'decimal',
      label: '现金价（元）',
      min: 0,
      max: 1_000_000,
      scale: 2,
      sortable: true,
      defaultValue: 0,
    },
    stock: { kind: 'int', label: '库存', min: 0, max: 10_000_000, sortable: true, defaultValue: 0 },
    perUserLimit: { kind: 'int', label: '每人限购（0 不限）', min: 0, max: 10_000, defaultValue: 0 },
    sales: { kind: 'int', label: '销量', readOnly: true, hideInForm: true, sortable: true, defaultValue: 0 },
    status: {
      kind: 'dict',
      label: '状态',
      dict: 'product_status',
      required: true,
      defaultValue: '0',
      searchable: true,
    },
    sortNo: sortNoField,
  },
  defaultSort: bySortNo,
});
