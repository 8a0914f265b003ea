// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates hold ${变量} placeholders on purpose
import { MESSAGE_SEND_STATUS, MESSAGE_TYPES } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { sysMessage, sysMessageTemplate } from '../../../domains/notice/index.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { Db } from '../../client.ts';

const T = DEFAULT_TENANT_ID;
const HOUR = 3_600_000;

const TEMPLATES = [
  {
    templateCode: 'course_reminder',
    templateName: '上课提醒',
    templateType: MESSAGE_TYPES.system,
    templateContent: '${name}同学你好，《${course}》将于 ${time} 开始上课，请提前做好准备。',
    templateTestJson: '{"name":"李小明","course":"Scratch 创意编程","time":"周六 09:00"}',
  },
  {
    templateCode: 'work_reviewed_sms',
    templateName: '作品点评短信',
    templateType: MESSAGE_TYPES.sms,
    // A stand-in for the SMS platform's reviewed template of the same text and variables.
    smsTemplateCode: 'SMS_000000001',
    templateContent: '${name}家长您好，孩子的作品《${work}》已由老师点评，登录平台即可查看。',
    templateTestJson: '{"name":"李小明","work":"小猫走迷宫"}',
  },
];

/**
 * The demo school's message templates (a system notice and an SMS) and a short send history with
 * one failure, so the 消息中心 pages show what they are for. A second run changes nothing.
 */
export async function seedDemoMessages(db: Db, now = new Date()) {
  const t = sysMessageTemplate;
  const [known] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenantId, T), eq(t.templateCode, TEMPLATES[0].templateCode)));
  if (known) return;
  for (const row of TEMPLATES)
    await db.insert(t).values({ id: uuidv7(), tenantId: T, ...row, createBy: 'system' });
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const logs = [
    {
      esTitle: '上课提醒',
      esType: MESSAGE_TYPES.system,
      esReceiver: 'student1',
      esContent: '李小明同学你好，《Scratch 创意编程》将于 周六 09:00 开始上课，请提前做好准备。',
      esSendTime: at(30),
      esSendStatus: MESSAGE_SEND_STATUS.sent,
      esResult: null,
    },
    {
      esTitle: '作品点评短信',
      esType: MESSAGE_TYPES.sms,
      esReceiver: '13800000001',
      esContent: '李小明家长您好，孩子的作品《小猫走迷宫》已由老师点评，登录平台即可查看。',
      esSendTime: at(26),
      esSendStatus: MESSAGE_SEND_STATUS.sent,
      esResult: null,
    },
    {
      esTitle: '作品点评短信',
      esType: MESSAGE_TYPES.sms,
      esReceiver: '13800000002',
      esContent: '张小红家长您好，孩子的作品《弹跳小球》已由老师点评，登录平台即可查看。',
      esSendTime: at(25),
      esSendStatus: MESSAGE_SEND_STATUS.failed,
      esResult: '短信服务拒绝发送：isv.BUSINESS_LIMIT_CONTROL 触发号码发送频率限制',
    },
  ];
  for (const log of logs)
    await db
      .insert(sysMessage)
      .values({ id: uuidv7(), tenantId: T, ...log, esSendNum: 1, createBy: 'admin' });
}
