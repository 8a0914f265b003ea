/** One email to one address: plain text, or HTML when the template is written in HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  html: boolean;
}

/** Sends one email; throws a `MailFailure` with a short Chinese reason when it cannot. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/**
 * Why an email was not sent. `serverDown`: the mail service itself failed (unreachable, sign-in
 * refused), so every other email of the same send would fail the same way.
 */
export class MailFailure extends Error {
  constructor(
    message: string,
    readonly serverDown: boolean,
  ) {
    super(message);
    this.name = 'MailFailure';
  }
}
