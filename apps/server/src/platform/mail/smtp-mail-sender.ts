import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config/mail-env.ts';
import { mailFailureOf } from './mail-failure.ts';
import { MailFailure, type MailMessage, type MailSender } from './mail-sender.ts';

// Sends happen inside an administrator's request: an unreachable server must fail in seconds, not minutes.
const CONNECT_MS = 10_000;
const SOCKET_MS = 30_000;

/** Email through an SMTP server (SSL or STARTTLS, AUTH PLAIN / LOGIN), one connection per email. */
export class SmtpMailSender implements MailSender {
  private readonly transport;

  constructor(config: MailConfig) {
    this.transport = createTransport(
      {
        host: config.host,
        port: config.port,
        secure: config.secure,
        auth: config.auth,
        connectionTimeout: CONNECT_MS,
        greetingTimeout: CONNECT_MS,
        dnsTimeout: CONNECT_MS,
        socketTimeout: SOCKET_MS,
        // Message content never names files or URLs to attach.
        disableFileAccess: true,
        disableUrlAccess: true,
      },
      {
        from: config.from.name
          ? { name: config.from.name, address: config.from.address }
          : config.from.address,
      },
    );
  }

  async send(message: MailMessage): Promise<void> {
    let info: { rejected?: unknown[] };
    try {
      info = await this.transport.sendMail({
        to: message.to,
        subject: message.subject,
        ...(message.html ? { html: message.body } : { text: message.body }),
      });
    } catch (err) {
      throw mailFailureOf(err);
    }
    if (info.rejected?.length) throw new MailFailure('邮件服务器拒绝了收件人地址', false);
  }
}
