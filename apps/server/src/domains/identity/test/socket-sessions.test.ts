import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEMO_PASSWORD, OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { userIdOf } from '../../../../test/helpers/users.ts';
import { sysTenant } from '../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { connectSocket, socketBaseOf, type Watched, within } from './socket-fixtures.ts';

// Ending a session (logout, password change, freeze) closes that session's open sockets at once,
// without waiting for the client's next heartbeat, and nothing is pushed to them afterwards.
let wsBase: string;

const s = testAppSuite();

beforeAll(async () => {
  await s.t.app.listen({ host: '127.0.0.1', port: 0 });
  wsBase = socketBaseOf(s.t.app);
});

const connect = (userId: string, token: string) => connectSocket(wsBase, userId, token);

async function expectEnded(userId: string, socket: Watched, others: Watched[] = []) {
  expect(await within(socket.closed, 2000)).toBe(4001);
  await s.t.ctx.realtime.publish(DEFAULT_TENANT_ID, [userId], { cmd: 'user', msgTxt: '会话结束后的推送' });
  await new Promise((r) => setTimeout(r, 200));
  expect(socket.frames).toEqual([]);
  for (const o of others) expect(o.frames.map((f) => JSON.parse(f).msgTxt)).toEqual(['会话结束后的推送']);
}

describe('sockets of a closed tenant', () => {
  it('are refused while the tenant is disabled', async () => {
    await s.t.db.update(sysTenant).set({ status: 0 }).where(eq(sysTenant.id, OTHER_TENANT_ID));
    try {
      const token = await s.t.login('other_admin');
      await expect(connect(await userIdOf(s.t, 'other_admin'), token)).rejects.toThrow(/403/);
    } finally {
      await s.t.db.update(sysTenant).set({ status: 1 }).where(eq(sysTenant.id, OTHER_TENANT_ID));
    }
    const open = await connect(await userIdOf(s.t, 'other_admin'), await s.t.login('other_admin'));
    open.ws.close();
  });
});

describe('sockets end with their session', () => {
  it('logout closes the sockets of that session only, promptly', async () => {
    const id = await userIdOf(s.t, 'student2');
    const token = await s.t.login('student2');
    const keep = await s.t.login('student2');
    const socket = await connect(id, token);
    const kept = await connect(id, keep);
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { 'x-access-token': token },
    });
    expect(res.json().success).toBe(true);
    await expectEnded(id, socket, [kept]);
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    kept.ws.close();
  });

  it('a password change closes every socket of the user', async () => {
    const id = await userIdOf(s.t, 'student1');
    const first = await s.t.login('student1');
    const second = await s.t.login('student1');
    const a = await connect(id, first);
    const b = await connect(id, second);
    const res = await clientOf(s.t, first).post('/api/sys/user/updatePassword', {
      username: 'student1',
      oldpassword: DEMO_PASSWORD,
      password: 'Changed@2026x',
      confirmpassword: 'Changed@2026x',
    });
    expect(res.body.success, res.body.message as string).toBe(true);
    await expectEnded(id, a);
    expect(await within(b.closed, 2000)).toBe(4001);
    expect(b.frames).toEqual([]);
  });

  it('freezing the account closes its sockets', async () => {
    const id = await userIdOf(s.t, 'teacher');
    const socket = await connect(id, await s.t.login('teacher'));
    const admin = clientOf(s.t, await s.t.login('admin'));
    const frozen = await admin.put('/api/sys/user/frozenBatch', { ids: id, status: 2 });
    expect(frozen.status, frozen.body.message as string).toBe(200);
    await expectEnded(id, socket);
    await admin.put('/api/sys/user/frozenBatch', { ids: id, status: 1 });
  });
});
