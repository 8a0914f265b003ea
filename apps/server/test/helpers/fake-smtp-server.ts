import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email the fake server accepted: the envelope, the decoded headers that matter, and the body. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The account that signed in to send it. */
  user: string;
  from: string;
  subject: string;
  contentType: string;
  body: string;
}

export const SMTP_USER = 'notice@school.example.cn';
export const SMTP_PASSWORD = 'smtp-auth-code';

/**
 * A real SMTP server on the loopback (EHLO, AUTH PLAIN / LOGIN, MAIL FROM, RCPT TO, DATA, QUIT) that
 * keeps what it receives. `state.password` is the password it accepts now; `state.rejectRecipients`
 * addresses it refuses with 550.
 */
export async function startFakeSmtp() {
  const mails: ReceivedMail[] = [];
  const state = { password: SMTP_PASSWORD, rejectRecipients: [] as string[], logins: 0 };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      state.logins++;
      if (auth.username === SMTP_USER && auth.password === state.password)
        return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (state.rejectRecipients.includes(address.address))
        return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, body } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        const mailFrom = session.envelope.mailFrom;
        mails.push({
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          user: String(session.user ?? ''),
          from: decodeWords(headers.get('from') ?? ''),
          subject: decodeWords(headers.get('subject') ?? ''),
          contentType: headers.get('content-type') ?? '',
          body: decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    mails,
    state,
    port,
    env: {
      MAIL_HOST: '127.0.0.1',
      MAIL_PORT: String(port),
      MAIL_SECURE: 'off',
      MAIL_USERNAME: SMTP_USER,
      MAIL_PASSWORD: SMTP_PASSWORD,
      MAIL_FROM_NAME: '码趣编程',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Header names (lower case) to unfolded values, and the body, of a single-part message. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`); the space between two of them is dropped. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding: string) {
  const text = body.replace(/\r\n$/, '');
  if (/base64/i.test(encoding)) return Buffer.from(text, 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return fromQuotedPrintable(text);
  return text;
}
