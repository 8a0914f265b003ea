// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates hold ${变量} placeholders on purpose
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf, type Json } from '../../../../../test/helpers/api-client.ts';
import { SMTP_USER, startFakeSmtp } from '../../../../../test/helpers/fake-smtp-server.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { sysUser } from '../../../identity/index.ts';
import { sysMessage } from '../message-resources.ts';

const TPL = '/api/message/sysMessageTemplate';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let admin: Client;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ env: smtp.env });
  await t.db
    .update(sysUser)
    .set({ email: 'xiaoming@family.example.cn' })
    .where(eq(sysUser.username, 'student1'));
  await t.db.update(sysUser).set({ email: null }).where(eq(sysUser.username, 'student2'));
  admin = clientOf(t, await t.login('admin'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const logOf = async (receiver: string, title: string) => {
  const rows = await t.db.select().from(sysMessage).where(eq(sysMessage.esReceiver, receiver));
  return rows.filter((r) => r.esTitle === title);
};

async function addTemplate(templateCode: string, templateName: string, templateContent: string) {
  const res = await admin.post(`${TPL}/add`, {
    templateCode,
    templateName,
    templateType: '2',
    templateContent,
  });
  expect(res.status, res.body.message).toBe(200);
}

const send = (body: Json) => admin.post(`${TPL}/sendMsg`, body);

describe('email messages through SMTP', () => {
  it('arrive at each receiver’s address with the template title as subject and the text as body', async () => {
    await addTemplate('review_mail', '作品点评通知', '${name}同学：\n你的作品《${work}》已由老师点评。');
    const res = await send({
      templateCode: 'review_mail',
      testData: { name: '李小明', work: '小猫走迷宫' },
      receiver: 'student1, parent@home.example.cn',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ sent: 2, failed: 0 });
    const mails = smtp.mails.filter((m) => m.subject === '作品点评通知');
    expect(mails.map((m) => m.envelopeTo)).toEqual([
      ['xiaoming@family.example.cn'],
      ['parent@home.example.cn'],
    ]);
    for (const mail of mails) {
      expect(mail.user).toBe(SMTP_USER);
      expect(mail.envelopeFrom).toBe(SMTP_USER);
      expect(mail.from).toContain('码趣编程');
      expect(mail.from).toContain(SMTP_USER);
      expect(mail.contentType).toContain('text/plain');
      expect(mail.body.replace(/\r\n/g, '\n')).toBe('李小明同学：\n你的作品《小猫走迷宫》已由老师点评。');
    }
    const [log] = await logOf('student1', '作品点评通知');
    expect(log).toMatchObject({ esType: '2', esSendStatus: '1', esResult: null });
  });

  it('send a template written in HTML as HTML, with the values as text', async () => {
    await addTemplate('html_mail', '上课提醒邮件', '<p>${name}同学你好，</p><p>《${course}》周六开课。</p>');
    const res = await send({
      templateCode: 'html_mail',
      testData: { name: '<b>小明</b>', course: 'Scratch & Python' },
      receiver: 'parent@home.example.cn',
    });
    expect(res.body.result).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = smtp.mails.filter((m) => m.subject === '上课提醒邮件');
    expect(mail.contentType).toContain('text/html');
    expect(mail.body).toBe(
      '<p>&lt;b&gt;小明&lt;/b&gt;同学你好，</p><p>《Scratch &amp; Python》周六开课。</p>',
    );
  });

  it('log a receiver the server refuses, or without an address, as failed and deliver the rest', async () => {
    smtp.state.rejectRecipients = ['nobody@home.example.cn'];
    try {
      await addTemplate('plain_mail', '放假通知', '${name}：下周一放假。');
      const res = await send({
        templateCode: 'plain_mail',
        testData: { name: '各位家长' },
        receiver: 'nobody@home.example.cn, student2, student1',
      });
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.result).toMatchObject({ sent: 1, failed: 2 });
    } finally {
      smtp.state.rejectRecipients = [];
    }
    const [refused] = await logOf('nobody@home.example.cn', '放假通知');
    expect(refused).toMatchObject({
      esSendStatus: '2',
      esResult: '邮件服务器拒绝了收件人或发件人地址（550）',
    });
    const [noAddress] = await logOf('student2', '放假通知');
    expect(noAddress).toMatchObject({ esSendStatus: '2', esResult: '接收人没有邮箱' });
    const delivered = smtp.mails.filter((m) => m.subject === '放假通知');
    expect(delivered.map((m) => m.envelopeTo)).toEqual([['xiaoming@family.example.cn']]);
  });

  it('log every receiver as failed when the server refuses the password, signing in only once', async () => {
    smtp.state.password = 'changed-on-the-server';
    const logins = smtp.state.logins;
    try {
      const res = await send({
        templateCode: 'plain_mail',
        testData: { name: '张小红家长' },
        receiver: 'student1, parent@home.example.cn',
      });
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.result).toMatchObject({ sent: 0, failed: 2 });
      expect(res.body.message).toContain('失败 2 条');
    } finally {
      smtp.state.password = smtp.env.MAIL_PASSWORD;
    }
    expect(smtp.state.logins).toBe(logins + 1);
    const rows = [
      ...(await logOf('student1', '放假通知')),
      ...(await logOf('parent@home.example.cn', '放假通知')),
    ];
    const failed = rows.filter((r) => r.esSendStatus === '2');
    expect(failed).toHaveLength(2);
    for (const row of failed) expect(row.esResult).toBe('邮件服务器拒绝登录，请检查邮箱账号和密码（授权码）');
    expect(smtp.mails.filter((m) => m.body.includes('张小红家长'))).toHaveLength(0);
  });
});
