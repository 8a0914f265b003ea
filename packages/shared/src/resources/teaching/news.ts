import { sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/** News articles of the public site: drafts stay in the back office, published ones appear on `frontNews`. */
export const newsResource = defineResource({
  module: 'teaching',
  name: 'news',
  label: '新闻',
  table: 'teaching_news',
  permPrefix: 'teaching:news',
  fields: {
    title: { kind: 'text', label: '标题', required: true, max: 200, searchable: true, sortable: true },
    cover: { kind: 'image', label: '封面', hideInList: false },
    summary: { kind: 'longtext', label: '摘要', max: 500, hideInList: true },
    content: { kind: 'richtext', label: '正文', required: true, hideInList: true },
    status: {
      kind: 'dict',
      label: '状态',
      dict: 'news_status',
      required: true,
      defaultValue: '0',
      searchable: true,
    },
    publishTime: { kind: 'datetime', label: '发布时间', sortable: true },
    sortNo: sortNoField,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRuleMenu: 'portal/NewsList',
});
