// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates hold ${变量} placeholders on purpose

import { messageLogResource, messageTemplateResource } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf, type Json } from '../../../../../test/helpers/api-client.ts';
import { smsSuite } from '../../../../../test/helpers/fake-sms-server.ts';
import { setPhone } from '../../../../../test/helpers/portal.ts';
import { sysMessage, sysMessageTemplate } from '../message-resources.ts';

const TPL = '/api/message/sysMessageTemplate';
const LOG = '/api/message/sysMessage';

let admin: Client;
let teacher: Client;
let student1: Client;

const suite = smsSuite();

beforeAll(async () => {
  await setPhone(suite.t, 'student1', '13800000011');
  admin = clientOf(suite.t, await suite.t.login('admin'));
  teacher = clientOf(suite.t, await suite.t.login('teacher'));
  student1 = clientOf(suite.t, await suite.t.login('student1'));
});

const logRows = (receiver: string) =>
  suite.t.db.select().from(sysMessage).where(eq(sysMessage.esReceiver, receiver));

/** Adds a template as the admin. */
const postTemplate = (
  templateCode: string,
  templateName: string,
  templateType: string,
  templateContent: string,
  extra: Json = {},
) => admin.post(`${TPL}/add`, { templateCode, templateName, templateType, templateContent, ...extra });

/** Adds a template named after its code; fails the test unless it is accepted. */
async function addTemplate(
  templateCode: string,
  templateType: string,
  templateContent: string,
  extra: Json = {},
) {
  const res = await postTemplate(templateCode, `模板${templateCode}`, templateType, templateContent, extra);
  expect(res.status, res.body.message).toBe(200);
}

/** Adds a template, expects a 400 and answers its message. */
async function refusedTemplate(...args: Parameters<typeof postTemplate>) {
  const res = await postTemplate(...args);
  expect(res.status).toBe(400);
  return res.body.message;
}

const send = (c: Client, body: Json) => c.post(`${TPL}/sendMsg`, body);

/** Sends as the admin, expects a 400 and answers its message. */
async function refusedSend(templateCode: string, testData: Json | string, receiver: string) {
  const res = await send(admin, { templateCode, testData, receiver });
  expect(res.status).toBe(400);
  return res.body.message;
}

describe('message templates', () => {
  it('come seeded for the demo school with a send history', async () => {
    const templates = await admin.list(messageTemplateResource);
    expect(templates.records.map((r) => r.templateCode)).toEqual(
      expect.arrayContaining(['course_reminder', 'work_reviewed_sms']),
    );
    const failed = await admin.list(messageLogResource, { esSendStatus: '2' });
    expect(failed.records.length).toBeGreaterThan(0);
    expect(failed.records[0].esSendStatus_dictText).toBe('发送失败');
    expect(failed.records[0].esResult).toBeTruthy();
  });

  it('refuse placeholders that are not plain variables, and bad test data, writing nothing', async () => {
    expect(
      await refusedTemplate('evil', '注入', '4', '${"freemarker.template.utility.Execute"?new()("id")}'),
    ).toContain('占位符');
    expect(await refusedTemplate('open', '未闭合', '4', '你好 ${name')).toContain('未闭合');
    expect(
      await refusedTemplate('badjson', '测试数据', '4', '你好 ${name}', { templateTestJson: '[1,2]' }),
    ).toContain('JSON 对象');
    const stored = await suite.t.db
      .select()
      .from(sysMessageTemplate)
      .where(and(eq(sysMessageTemplate.templateName, '注入')));
    expect(stored).toHaveLength(0);
  });
});

describe('sending a template', () => {
  it('renders it into the receiver’s notices and logs the send', async () => {
    await addTemplate('hello_sys', '4', '${name}你好，请于 ${day} 交作业。');
    const res = await send(admin, {
      templateCode: 'hello_sys',
      testData: '{"name":"李小明","day":"周五"}',
      receiver: 'student1',
      msgType: '4',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ sent: 1, failed: 0 });
    const feed = await student1.get('/api/sys/annountCement/listByUser');
    const mine = (feed.body.result as { sysMsgList: Json[] }).sysMsgList;
    expect(mine.map((n) => n.titile)).toContain('模板hello_sys');
    const page = await student1.get('/api/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=50');
    const records = (page.body.result as { records: Json[] }).records;
    const notice = records.find((n) => n.titile === '模板hello_sys');
    expect(notice?.msgAbstract).toBe('李小明你好，请于 周五 交作业。');
    const [log] = await logRows('student1').then((rows) => rows.filter((r) => r.esTitle === '模板hello_sys'));
    expect(log).toMatchObject({ esType: '4', esSendStatus: '1', esSendNum: 1, esResult: null });
    expect(log.esContent).toBe('李小明你好，请于 周五 交作业。');
  });

  it('refuses unknown or missing variables in Chinese and sends and logs nothing', async () => {
    const before = (await logRows('student2')).length;
    expect(await refusedSend('hello_sys', { name: '张小红', day: '周五', dya: '周六' }, 'student2')).toBe(
      '模板中没有变量：dya',
    );
    expect(await refusedSend('hello_sys', { name: '张小红' }, 'student2')).toBe('缺少变量的值：day');
    expect(await refusedSend('hello_sys', '{name:', 'student2')).toContain('JSON 对象');
    expect(await logRows('student2')).toHaveLength(before);
  });

  it('refuses an unknown template or receiver before sending', async () => {
    const noTemplate = await send(admin, { templateCode: 'nope', receiver: 'student1' });
    expect(noTemplate.status).toBe(404);
    expect(noTemplate.body.message).toContain('不存在');
    expect(await refusedSend('hello_sys', { name: 'x', day: 'y' }, 'ghost_user')).toContain(
      '接收人不存在：ghost_user',
    );
    expect(await logRows('ghost_user')).toHaveLength(0);
    // Another organisation's admin is no receiver here.
    await refusedSend('hello_sys', { name: 'x', day: 'y' }, 'other_admin');
  });

  it('sends SMS by the platform template with the variables as its parameters, to a phone or a number', async () => {
    await addTemplate('hello_sms', '1', '${name}家长您好，${work}已批改。', {
      smsTemplateCode: 'SMS_900001',
    });
    const res = await send(admin, {
      templateCode: 'hello_sms',
      testData: { work: '小猫走迷宫', name: '李小明' },
      receiver: 'student1,13900000022',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ sent: 2, failed: 0 });
    const params = { name: '李小明', work: '小猫走迷宫' };
    expect(suite.sms.sent).toEqual(
      expect.arrayContaining([
        { mobile: '13800000011', templateCode: 'SMS_900001', params },
        { mobile: '13900000022', templateCode: 'SMS_900001', params },
      ]),
    );
    const [log] = await logRows('13900000022');
    expect(log).toMatchObject({ esType: '1', esSendStatus: '1' });
    expect(log.esContent).toBe('李小明家长您好，小猫走迷宫已批改。');
  });

  it('logs an SMS template without a platform template as not sent, and checks the code’s form', async () => {
    await addTemplate('no_platform_sms', '1', '${name}家长您好');
    const before = suite.sms.sent.length;
    const res = await send(admin, {
      templateCode: 'no_platform_sms',
      testData: { name: '李小明' },
      receiver: '13900000044',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ sent: 0, failed: 1 });
    expect(suite.sms.sent).toHaveLength(before);
    const [log] = await logRows('13900000044');
    expect(log).toMatchObject({ esSendStatus: '2', esResult: '模板未填写短信平台模板编号，短信未发送' });
    expect(
      await refusedTemplate('bad_platform_sms', '编号有空格', '1', '你好', { smsTemplateCode: 'SMS 1' }),
    ).toContain('短信平台模板编号');
  });

  it('logs failed deliveries with their reason', async () => {
    suite.sms.state.failWith = 'isv.BUSINESS_LIMIT_CONTROL';
    try {
      const res = await send(admin, {
        templateCode: 'hello_sms',
        testData: { name: '张小红', work: '弹跳小球' },
        receiver: '13900000033, student2',
      });
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.result).toMatchObject({ sent: 0, failed: 2 });
      expect(res.body.message).toContain('失败 2 条');
    } finally {
      suite.sms.state.failWith = '';
    }
    const [refused] = await logRows('13900000033');
    expect(refused).toMatchObject({ esSendStatus: '2' });
    expect(refused.esResult).toContain('isv.BUSINESS_LIMIT_CONTROL');
    const [noPhone] = (await logRows('student2')).filter((r) => r.esType === '1');
    expect(noPhone).toMatchObject({ esSendStatus: '2', esResult: '接收人没有手机号' });

    await addTemplate('hello_mail', '2', '${name}，您好');
    const mail = await send(admin, {
      templateCode: 'hello_mail',
      testData: { name: 'x' },
      receiver: 'a@b.cn',
    });
    expect(mail.status).toBe(200);
    const [mailLog] = await logRows('a@b.cn');
    expect(mailLog).toMatchObject({ esType: '2', esSendStatus: '2' });
    expect(mailLog.esResult).toContain('未配置邮件服务');
    const listed = await admin.list(messageLogResource, { esReceiver: 'a@b.cn' });
    expect(listed.records[0]).toMatchObject({ esType_dictText: '邮件', esSendStatus_dictText: '发送失败' });
  });
});

describe('permissions', () => {
  it('keep templates, sending and the log to holders of their codes', async () => {
    for (const c of [teacher, student1]) {
      expect((await c.get(`${TPL}/list`)).status).toBe(403);
      expect((await c.get(`${LOG}/list`)).status).toBe(403);
      const res = await send(c, {
        templateCode: 'hello_sys',
        testData: { name: 'x', day: 'y' },
        receiver: 'student1',
      });
      expect(res.status).toBe(403);
    }
    expect((await admin.get(`${LOG}/list`)).status).toBe(200);
  });
});
