import { ALL_LANGUAGE_IDS } from '@ck/judge';
import { problemBodiesOf } from '@ck/shared';
import { z } from 'zod';

/**
 * The problem bodies as this server checks them: the shared contract (`@ck/shared`), with every
 * language id one the judge knows. The other judge request schemas are used from `@ck/shared` as they are.
 */
const knownLanguage = z.enum(ALL_LANGUAGE_IDS as [string, ...string[]], { error: '不支持的语言' });

export const { problemBody, problemEditBody } = problemBodiesOf(knownLanguage);
