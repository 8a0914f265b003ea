import { defineResource } from '../define.ts';

/**
 * Sent messages (消息记录): one row per receiver of every send, with its status (`msgSendStatus`) and,
 * when it failed, why. Field names are the JeecgBoot family's (`es*`).
 */
export const messageLogResource = defineResource({
  module: 'message',
  name: 'sysMessage',
  label: '消息记录',
  table: 'sys_message',
  permPrefix: 'message:log',
  fields: {
    esTitle: { kind: 'text', label: '消息标题', required: true, max: 100, searchable: true },
    esType: { kind: 'dict', label: '发送方式', dict: 'message_type', required: true, searchable: true },
    esReceiver: { kind: 'text', label: '接收人', required: true, max: 100, searchable: true },
    esContent: { kind: 'longtext', label: '发送内容', max: 2000 },
    esParam: { kind: 'longtext', label: '发送参数', max: 2000, hideInList: true },
    esSendTime: { kind: 'datetime', label: '发送时间', sortable: true },
    esSendStatus: {
      kind: 'dict',
      label: '发送状态',
      dict: 'msgSendStatus',
      defaultValue: '0',
      searchable: true,
    },
    esSendNum: { kind: 'int', label: '发送次数', min: 0, max: 1000, defaultValue: 0 },
    esResult: { kind: 'text', label: '失败原因', max: 500 },
    remark: { kind: 'text', label: '备注', max: 500, hideInList: true },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  operations: ['add', 'edit', 'delete', 'export'],
});
