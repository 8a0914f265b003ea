import type { ClientCall } from '../client-call.ts';

/** 消息中心: message templates, their test send, and the sent-message log, as the client's pages call them. */
export const messageCalls: readonly ClientCall[] = [
  {
    method: 'GET',
    path: '/message/sysMessageTemplate/list',
    query: { pageNo: '1', pageSize: '10', column: 'createTime', order: 'desc' },
    reads: [
      'result.total',
      'result.records.0.templateCode',
      'result.records.0.templateName',
      'result.records.0.templateContent',
      'result.records.0.templateType',
    ],
    note: 'the demo seed holds two templates',
  },
  {
    method: 'POST',
    path: '/message/sysMessageTemplate/sendMsg',
    body: {
      templateCode: 'course_reminder',
      testData: '{"name":"李小明","course":"Scratch 创意编程","time":"周六 09:00"}',
      receiver: 'student1',
      msgType: '4',
    },
    reads: ['success', 'message'],
    note: 'the seeded system-notice template, sent to a demo student',
  },
  {
    method: 'GET',
    path: '/message/sysMessage/list',
    query: { pageNo: '1', pageSize: '10', column: 'createTime', order: 'desc' },
    reads: [
      'result.records.0.esTitle',
      'result.records.0.esContent',
      'result.records.0.esReceiver',
      'result.records.0.esSendNum',
      'result.records.0.esSendStatus_dictText',
      'result.records.0.esSendTime',
      'result.records.0.esType_dictText',
    ],
  },
  { method: 'GET', path: '/message/sysMessage/queryById', query: { id: 'none' }, reads: [] },
];
