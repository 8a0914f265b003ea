import { defineResource } from '../define.ts';

/**
 * Articles of the mobile companion (文章). Only published ones (`status` "1") with a publish time not
 * in the future are public; `cityIds` empty means every city. `views` counts one visitor once a day.
 */
export const xcxArticleResource = defineResource({
  module: 'teaching',
  name: 'xcxArticle',
  label: '文章',
  table: 'teaching_xcx_article',
  permPrefix: 'teaching:xcxArticle',
  fields: {
    title: { kind: 'text', label: '标题', required: true, max: 100, searchable: true, sortable: true },
    cover: { kind: 'image', label: '封面' },
    summary: { kind: 'longtext', label: '摘要', max: 300, hideInList: true },
    content: { kind: 'richtext', label: '正文', required: true, max: 100_000, hideInList: true },
    typeId: {
      kind: 'ref',
      label: '分类',
      ref: 'teaching/xcxArticleType',
      refLabel: 'typeName',
      searchable: true,
    },
    labelIds: {
      kind: 'ref',
      label: '标签',
      ref: 'teaching/xcxArticleLabel',
      refLabel: 'labelName',
      multiple: true,
      searchable: true,
    },
    cityIds: {
      kind: 'ref',
      label: '城市（不选为全部城市）',
      ref: 'teaching/xcxCity',
      refLabel: 'cityName',
      multiple: true,
      searchable: true,
    },
    publishTime: { kind: 'datetime', label: '发布时间', sortable: true },
    isTop: { kind: 'bool', label: '置顶', defaultValue: false, searchable: true },
    status: {
      kind: 'dict',
      label: '状态',
      dict: 'xcx_article_status',
      required: true,
      defaultValue: '0',
      searchable: true,
    },
    views: {
      kind: 'int',
      label: '阅读量',
      readOnly: true,
      hideInForm: true,
      sortable: true,
      defaultValue: 0,
    },
  },
  defaultSort: { column: 'publishTime', order: 'desc' },
});
