import { bySortNo, categoryNameField, enabledField, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/** Article types of the mobile companion (文章分类), e.g. 课程介绍, 活动通知, 学员风采. */
export const xcxArticleTypeResource = defineResource({
  module: 'teaching',
  name: 'xcxArticleType',
  label: '文章分类',
  table: 'teaching_xcx_article_type',
  permPrefix: 'teaching:xcxArticleType',
  fields: {
    typeName: categoryNameField(30),
    icon: { kind: 'image', label: '图标' },
    sortNo: sortNoField,
    enabled: enabledField,
  },
  defaultSort: bySortNo,
});
