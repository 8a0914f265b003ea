import type { CheckByCodeQuery } from '@ck/shared';
import { getAction } from '../../../api/client.ts';

/** Runs a saved rule against a value; the envelope's success and message are the verdict. */
export const checkByCode = (ruleCode: string, value: string) =>
  getAction<null>('/sys/checkRule/checkByCode', { ruleCode, value } satisfies CheckByCodeQuery, {
    quiet: true,
  });
