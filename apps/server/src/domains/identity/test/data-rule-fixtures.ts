import { expect } from 'vitest';
import { type Client, type Json, unique } from '../../../../test/helpers/admin-clients.ts';

/** Adds a data rule (a unique name unless `rule` gives one) to the menu; answers its id. */
export async function addRule(admin: Client, permissionId: string, rule: Json): Promise<string> {
  const res = await admin.post('/api/sys/permission/addPermissionRule', {
    permissionId,
    ruleName: unique('规则'),
    ...rule,
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}
