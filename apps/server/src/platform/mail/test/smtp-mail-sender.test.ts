import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../../../test/helpers/closed-port.ts';
import { startFakeSmtp } from '../../../../test/helpers/fake-smtp-server.ts';
import { loadConfig } from '../../../config/env.ts';
import { MailFailure } from '../mail-sender.ts';
import { SmtpMailSender } from '../smtp-mail-sender.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

const senderFor = (env: Record<string, string>) => {
  const config = loadConfig({ NODE_ENV: 'test', ...env }).mail;
  if (!config) throw new Error('邮件服务未配置');
  return new SmtpMailSender(config);
};

const MESSAGE = { to: 'parent@home.example.cn', subject: '测试邮件', body: '你好', html: false };

describe('the SMTP mail sender', () => {
  it('delivers through a real SMTP session', async () => {
    await senderFor(smtp.env).send(MESSAGE);
    const mail = smtp.mails.at(-1);
    expect(mail).toMatchObject({ envelopeTo: ['parent@home.example.cn'], subject: '测试邮件', body: '你好' });
    expect(mail?.from).toMatch(/^码趣编程 <notice@school\.example\.cn>$/);
  });

  it('names the sender by the address alone without a display name', async () => {
    const { MAIL_FROM_NAME: _, ...env } = smtp.env;
    await senderFor(env).send({ ...MESSAGE, subject: '无显示名' });
    expect(smtp.mails.at(-1)).toMatchObject({ subject: '无显示名', from: 'notice@school.example.cn' });
  });

  it('fails in Chinese, as the whole service, when nothing listens', async () => {
    const sender = senderFor({ ...smtp.env, MAIL_PORT: String(await closedPort()) });
    const failure = await sender.send(MESSAGE).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(MailFailure);
    expect(failure).toMatchObject({ message: '无法连接邮件服务器', serverDown: true });
  });

  it('fails in Chinese when the server refuses the password', async () => {
    const sender = senderFor({ ...smtp.env, MAIL_PASSWORD: 'wrong-password' });
    const failure = await sender.send(MESSAGE).catch((err: unknown) => err);
    expect(failure).toMatchObject({
      message: '邮件服务器拒绝登录，请检查邮箱账号和密码（授权码）',
      serverDown: true,
    });
  });
});

describe('mail settings of the environment', () => {
  const mailOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).mail;

  it('are off without a host, and default the port and sender', () => {
    expect(mailOf({})).toBeUndefined();
    expect(
      mailOf({ MAIL_HOST: 'smtp.example.cn', MAIL_USERNAME: 'a@example.cn', MAIL_PASSWORD: 'x' }),
    ).toMatchObject({
      port: 465,
      secure: true,
      auth: { user: 'a@example.cn', pass: 'x' },
      from: { address: 'a@example.cn' },
    });
    expect(
      mailOf({ MAIL_HOST: 'smtp.example.cn', MAIL_SECURE: 'off', MAIL_FROM: 'b@example.cn' }),
    ).toMatchObject({
      port: 587,
      secure: false,
      auth: undefined,
      from: { address: 'b@example.cn' },
    });
  });

  it('refuse a username without a password, and a host without a sender', () => {
    expect(() => mailOf({ MAIL_HOST: 'smtp.example.cn', MAIL_USERNAME: 'a@example.cn' })).toThrow(
      'MAIL_PASSWORD',
    );
    expect(() => mailOf({ MAIL_HOST: 'smtp.example.cn' })).toThrow('MAIL_FROM');
    expect(() => mailOf({ MAIL_HOST: 'smtp.example.cn', MAIL_FROM: '不是邮箱' })).toThrow('MAIL_FROM');
  });
});
