import { defineResource } from '../define.ts';

/**
 * Message templates (消息模板): content with `${变量}` placeholders, sent as a system notice, an SMS or
 * an email by `POST /message/sysMessageTemplate/sendMsg`. Field names are the JeecgBoot family's.
 */
export const messageTemplateResource = defineResource({
  module: 'message',
  name: 'sysMessageTemplate',
  label: '消息模板',
  table: 'sys_message_template',
  permPrefix: 'message:template',
  fields: {
    templateCode: {
      kind: 'text',
      label: '模板编码',
      required: true,
      unique: true,
      max: 100,
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
      patternMessage: '模板编码只能包含字母、数字和下划线，且以字母开头',
      searchable: true,
      sortable: true,
    },
    templateName: { kind: 'text', label: '模板标题', required: true, max: 100, searchable: true },
    templateContent: { kind: 'longtext', label: '模板内容', required: true, max: 2000 },
    templateType: {
      kind: 'dict',
      label: '模板类型',
      dict: 'message_type',
      required: true,
      defaultValue: '4',
      searchable: true,
    },
    templateTestJson: { kind: 'longtext', label: '测试数据', max: 2000, hideInList: true },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
