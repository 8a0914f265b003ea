import { ATTEMPT_TOKEN_HEADER, MP_API_PREFIX } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_NAME } from '../../stores/session-store.ts';
import { ATTEMPT_HEADER, MP_PREFIX, SIGN_IN_TOKEN_KEY } from './wire-names.ts';

describe('wire names of the companion', () => {
  it('equal the shared contract and the main site', () => {
    expect(MP_PREFIX).toBe(MP_API_PREFIX);
    expect(ATTEMPT_HEADER).toBe(ATTEMPT_TOKEN_HEADER);
    expect(SIGN_IN_TOKEN_KEY).toBe(`${SESSION_STORAGE_NAME}.token`);
  });
});
