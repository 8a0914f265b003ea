import { bySortNo, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/** Article labels of the mobile companion (文章标签); an article carries several. */
export const xcxArticleLabelResource = defineResource({
  module: 'teaching',
  name: 'xcxArticleLabel',
  label: '文章标签',
  table: 'teaching_xcx_article_label',
  permPrefix: 'teaching:xcxArticleLabel',
  fields: {
    labelName: {
      kind: 'text',
      label: '标签名称',
      required: true,
      unique: true,
      max: 20,
      searchable: true,
      sortable: true,
    },
    sortNo: sortNoField,
  },
  defaultSort: bySortNo,
});
