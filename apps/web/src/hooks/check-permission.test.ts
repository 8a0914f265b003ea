import { describe, expect, it } from 'vitest';
import { checkPermission, rolesInclude } from './check-permission.ts';

describe('checkPermission (SPEC §6)', () => {
  const code = 'system:dict:add';

  it('passes when the global list switches the check off (status 0)', () => {
    expect(checkPermission(code, [], [{ action: code, status: '0', type: '1' }])).toBe(true);
  });

  it('does not pass on an enforced global entry alone (status 1)', () => {
    expect(checkPermission(code, [], [{ action: code, status: '1', type: '1' }])).toBe(false);
  });

  it('passes when the user was granted the code', () => {
    expect(checkPermission(code, [{ action: code, type: '1' }], [{ action: code, status: '1' }])).toBe(true);
  });

  it('ignores type 2 (disable) grants', () => {
    expect(checkPermission(code, [{ action: code, type: '2' }], [])).toBe(false);
  });

  it('passes through the form permission list, type 2 ignored', () => {
    expect(checkPermission(code, [], [], [{ action: code, type: '1' }])).toBe(true);
    expect(checkPermission(code, [], [], [{ action: code, type: '2' }])).toBe(false);
  });

  it('fails for a code nobody mentions', () => {
    expect(checkPermission(code, [{ action: 'other', type: '1' }], [{ action: 'other', status: '0' }])).toBe(
      false,
    );
  });

  it('checks roles by membership', () => {
    expect(rolesInclude(['admin', 'teacher'], 'teacher')).toBe(true);
    expect(rolesInclude(['student'], 'admin')).toBe(false);
  });
});
