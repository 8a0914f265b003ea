import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { createPeerApp, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { userIdOf } from '../../../../test/helpers/users.ts';
import { hashToken } from '../../../platform/auth/tokens.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysSession } from '../tables.ts';
import { connectSocket, socketBaseOf, within } from './socket-fixtures.ts';

// A socket lives only as long as its session, whichever node holds it: sessions ended on one node close
// the sockets on the others through the PostgreSQL bus, and the periodic sweep catches what no
// notification announced (a session removed straight from the database).

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the periodic sweep', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ socketSweepMs: 200 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = socketBaseOf(t.app);
  });
  afterAll(() => t.close());

  it('closes the socket of a session deleted straight from the database, and only that one', async () => {
    const id = await userIdOf(t, 'student1');
    const doomedToken = await t.login('student1');
    const keptToken = await t.login('student1');
    const doomed = await connectSocket(base, id, doomedToken);
    const kept = await connectSocket(base, id, keptToken);
    // The session goes without logout, event or notification.
    const deleted = await t.db
      .delete(sysSession)
      .where(eq(sysSession.tokenHash, hashToken(doomedToken)))
      .returning({ id: sysSession.id });
    expect(deleted).toHaveLength(1);
    // Resolved sessions are cached for a few seconds; the sweep sees the deletion after that.
    expect(await within(doomed.closed, 10_000)).toBe(4001);
    // The client sent no heartbeat: only the sweep can have closed it. Several sweeps later the live
    // session's socket is still open (it answers the sweep's pings).
    await pause(1000);
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    await t.ctx.realtime.publish(DEFAULT_TENANT_ID, [id], { cmd: 'user', msgTxt: '扫描之后的推送' });
    await pause(200);
    expect(doomed.frames).toEqual([]);
    expect(kept.frames.map((f) => JSON.parse(f).msgTxt)).toEqual(['扫描之后的推送']);
    kept.ws.close();
  });
});

const onPostgres = !!process.env.TEST_DATABASE_URL && process.env.CK_TEST_DB === 'postgres';

describe.runIf(onPostgres)('two app nodes on one PostgreSQL', () => {
  let nodeA: TestApp;
  let nodeB: Awaited<ReturnType<typeof createPeerApp>>;
  let baseB: string;

  beforeAll(async () => {
    nodeA = await createTestApp();
    // The sweep stays at its minute: only the bus can close a socket within the test's seconds.
    nodeB = await createPeerApp(nodeA);
    await nodeA.app.listen({ host: '127.0.0.1', port: 0 });
    await nodeB.app.listen({ host: '127.0.0.1', port: 0 });
    baseB = socketBaseOf(nodeB.app);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('a logout on node A closes that session socket on node B at once, and no other', async () => {
    const id = await userIdOf(nodeA, 'student2');
    const token = await nodeA.login('student2');
    const keep = await nodeA.login('student2');
    const socket = await connectSocket(baseB, id, token);
    const kept = await connectSocket(baseB, id, keep);
    const res = await nodeA.app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { 'x-access-token': token },
    });
    expect(res.json().success).toBe(true);
    expect(await within(socket.closed, 3000)).toBe(4001);
    // A push published on A still reaches B's other socket, and nothing reaches the closed one.
    await nodeA.ctx.realtime.publish(DEFAULT_TENANT_ID, [id], { cmd: 'user', msgTxt: '跨节点推送' });
    await pause(500);
    expect(socket.frames).toEqual([]);
    expect(kept.frames.map((f) => JSON.parse(f).msgTxt)).toEqual(['跨节点推送']);
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    kept.ws.close();
  });

  it('freezing the account on node A closes every socket of the user on node B', async () => {
    const id = await userIdOf(nodeA, 'teacher');
    const sockets = [
      await connectSocket(baseB, id, await nodeA.login('teacher')),
      await connectSocket(baseB, id, await nodeA.login('teacher')),
    ];
    const admin = clientOf(nodeA, await nodeA.login('admin'));
    const frozen = await admin.put('/api/sys/user/frozenBatch', { ids: id, status: 2 });
    expect(frozen.status, frozen.body.message as string).toBe(200);
    for (const s of sockets) expect(await within(s.closed, 3000)).toBe(4001);
    await admin.put('/api/sys/user/frozenBatch', { ids: id, status: 1 });
  });
});
