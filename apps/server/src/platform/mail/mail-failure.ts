import { MailFailure } from './mail-sender.ts';

interface SmtpError {
  code?: string;
  responseCode?: number;
}

/** The mail service's reply code, when it gave one, after a reason. */
const withReply = (reason: string, e: SmtpError) =>
  e.responseCode ? `${reason}（${e.responseCode}）` : reason;

/** A nodemailer error as a short Chinese reason for the message log. */
export function mailFailureOf(err: unknown): MailFailure {
  if (err instanceof MailFailure) return err;
  const e = (typeof err === 'object' && err ? err : {}) as SmtpError;
  switch (e.code) {
    case 'EAUTH':
      return new MailFailure('邮件服务器拒绝登录，请检查邮箱账号和密码（授权码）', true);
    case 'ENOAUTH':
      return new MailFailure('邮件服务器要求登录，但未配置邮箱账号和密码', true);
    case 'ETLS':
      return new MailFailure('无法与邮件服务器建立加密连接，请检查端口与 SSL 设置', true);
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'EDNS':
    case 'EPROXY':
      return new MailFailure('无法连接邮件服务器', true);
    case 'ETIMEDOUT':
      return new MailFailure('连接邮件服务器超时', true);
    case 'EENVELOPE':
      return new MailFailure(withReply('邮件服务器拒绝了收件人或发件人地址', e), false);
    case 'EMESSAGE':
      return new MailFailure(withReply('邮件服务器拒收了这封邮件', e), false);
    default:
      return new MailFailure(withReply('邮件发送失败', e), false);
  }
}
