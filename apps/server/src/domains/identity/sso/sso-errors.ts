import { AppError } from '../../../platform/http/errors.ts';

/** A provider refused or answered nonsense: the message is shown on the login page. */
export class SsoError extends AppError {
  constructor(message: string, status = 400) {
    super(status, message);
  }
}

export const ssoError = (message: string, status?: number) => new SsoError(message, status);
