import { defineResource } from '../define.ts';

/**
 * Message templates (消息模板): content with `${变量}` placeholders, sent as a system notice, an SMS or
 * an email by `POST /message/sysMessageTemplate/sendMsg`. Field names are the JeecgBoot family's, apart
 * from `smsTemplateCode`.
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
    /**
     * The SMS platform's own template (阿里云 TemplateCode, 腾讯云 TemplateId) an SMS template is sent by,
     * with its variables as the template's parameters; only SMS templates use it.
     */
    smsTemplateCode: {
      kind: 'text',
      label: '短信平台模板编号',
      max: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      patternMessage: '短信平台模板编号只能包含字母、数字、下划线和短横线，如 SMS_123456789',
      hideInList: true,
    },
    templateTestJson: { kind: 'longtext', label: '测试数据', max: 2000, hideInList: true },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
