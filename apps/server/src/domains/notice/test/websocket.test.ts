import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { BASE, openSocket, publishedNotice, sleep, type TestSocket, userIdOf } from './notice-helpers.ts';

let wsBase: string;
let admin: Client;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const open: TestSocket[] = [];

const suite = testAppSuite();

beforeAll(async () => {
  await suite.t.app.listen({ host: '127.0.0.1', port: 0 });
  wsBase = `ws://127.0.0.1:${(suite.t.app.server.address() as AddressInfo).port}/websocket`;
  for (const name of ['admin', 'teacher', 'student1', 'student2', 'other_admin']) {
    tokens[name] = await suite.t.login(name);
    ids[name] = await userIdOf(suite.t, name);
  }
  admin = clientOf(suite.t, tokens.admin);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
});

async function connect(name: string, token = tokens[name]) {
  const socket = await openSocket(`${wsBase}/${ids[name]}?token=${encodeURIComponent(token)}`);
  open.push(socket);
  return socket;
}

const isCmd = (cmd: string, msgId?: string) => (f: Json) => f.cmd === cmd && (!msgId || f.msgId === msgId);

describe('opening a socket', () => {
  it('refuses a socket without a token', async () => {
    await expect(openSocket(`${wsBase}/${ids.student1}`)).rejects.toThrow('refused: 401');
  });

  it('refuses a forged or revoked token', async () => {
    await expect(openSocket(`${wsBase}/${ids.student1}?token=forged`)).rejects.toThrow('refused: 401');
    const token = await suite.t.login('student2');
    await suite.t.app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { 'x-access-token': token },
    });
    await expect(openSocket(`${wsBase}/${ids.student2}?token=${token}`)).rejects.toThrow('refused: 401');
  });

  it("refuses another user's token", async () => {
    await expect(openSocket(`${wsBase}/${ids.student1}?token=${tokens.student2}`)).rejects.toThrow(
      'refused: 401',
    );
    await expect(openSocket(`${wsBase}/${ids.admin}?token=${tokens.student1}`)).rejects.toThrow(
      'refused: 401',
    );
  });

  it('accepts the token in Sec-WebSocket-Protocol, as JeecgBoot clients send it', async () => {
    const socket = await openSocket(`${wsBase}/${ids.teacher}`, [tokens.teacher]);
    open.push(socket);
    socket.ws.send('HeartBeat');
    expect(await socket.next(isCmd('heartcheck'))).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    await expect(openSocket(`${wsBase}/${ids.teacher}`, [tokens.student1])).rejects.toThrow('refused: 401');
  });

  it('serves the same socket under /api/websocket/{userId}, still refusing a foreign or missing token', async () => {
    const apiBase = wsBase.replace(/\/websocket$/, '/api/websocket');
    const socket = await openSocket(`${apiBase}/${ids.teacher}`, [tokens.teacher]);
    open.push(socket);
    socket.ws.send('HeartBeat');
    expect(await socket.next(isCmd('heartcheck'))).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    await expect(openSocket(`${apiBase}/${ids.teacher}`, [tokens.student1])).rejects.toThrow('refused: 401');
    await expect(openSocket(`${apiBase}/${ids.teacher}`)).rejects.toThrow('refused: 401');
  });
});

describe('heartbeat and client frames', () => {
  it('answers HeartBeat, ping and heartcheck', async () => {
    const socket = await connect('student1');
    for (const beat of ['HeartBeat', 'ping', 'heartcheck', '{"cmd":"heartcheck"}']) {
      const before = socket.frames.length;
      socket.ws.send(beat);
      await socket.next((f) => f.cmd === 'heartcheck' && socket.frames.indexOf(f) >= before);
    }
    expect(socket.frames.every((f) => f.cmd === 'heartcheck' && f.msgTxt === '心跳响应')).toBe(true);
  });

  it('never relays client frames to other sockets', async () => {
    const sender = await connect('student1');
    const listener = await connect('student2');
    const sameUser = await connect('student1');
    for (const frame of [
      JSON.stringify({ cmd: 'topic', msgId: 'x', msgTxt: '伪造公告' }),
      JSON.stringify({ cmd: 'user', userId: ids.student2, msgTxt: '伪造私信' }),
      '<script>alert(1)</script>',
    ])
      sender.ws.send(frame);
    sender.ws.send('ping');
    await sender.next(isCmd('heartcheck'));
    await sleep(200);
    expect(listener.frames).toEqual([]);
    expect(sameUser.frames).toEqual([]);
    expect(sender.frames.every((f) => f.cmd === 'heartcheck')).toBe(true);
  });

  it('closes the socket once the session has ended, at the latest at the next heartbeat', async () => {
    const token = await suite.t.login('student2');
    const socket = await connect('student2', token);
    // Ending the session closes its sockets itself; the heartbeat re-check is the fallback.
    const closed = new Promise<number>((r) => socket.ws.once('close', (code) => r(code)));
    await suite.t.app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { 'x-access-token': token },
    });
    if (socket.ws.readyState === socket.ws.OPEN) socket.ws.send('HeartBeat');
    expect(await closed).toBe(4001);
  });
});

describe('pushes on publish', () => {
  it('sends topic to every connected user of the tenant for an ALL announcement', async () => {
    const sockets = {
      student1: await connect('student1'),
      student2: await connect('student2'),
      teacher: await connect('teacher'),
      other: await connect('other_admin'),
    };
    const id = await publishedNotice(admin, { titile: '全校放假' });
    for (const s of [sockets.student1, sockets.student2, sockets.teacher])
      expect(await s.next(isCmd('topic', id))).toEqual({ cmd: 'topic', msgId: id, msgTxt: '全校放假' });
    await sleep(200);
    expect(sockets.other.frames.filter((f) => f.msgId === id)).toEqual([]);
  });

  it('sends user only to the named users for a USER announcement', async () => {
    const s1 = await connect('student1');
    const s2 = await connect('student2');
    const teacher = await connect('teacher');
    const id = await publishedNotice(admin, {
      titile: '个别通知',
      msgType: 'USER',
      userIds: `${ids.student1},${ids.teacher}`,
    });
    expect(await s1.next(isCmd('user', id))).toEqual({ cmd: 'user', msgId: id, msgTxt: '个别通知' });
    expect(await teacher.next(isCmd('user', id))).toMatchObject({ msgId: id });
    await sleep(200);
    expect(s2.frames.filter((f) => f.msgId === id)).toEqual([]);
  });

  it('does not push an announcement whose window has not started', async () => {
    const s1 = await connect('student1');
    const id = await publishedNotice(admin, { titile: '明年', startTime: '2099-01-01 00:00:00' });
    await sleep(200);
    expect(s1.frames.filter((f) => f.msgId === id)).toEqual([]);
  });

  it('pushes a revocation so clients reload', async () => {
    const s1 = await connect('student1');
    const id = await publishedNotice(admin, { titile: '将撤销' });
    await s1.next(isCmd('topic', id));
    const before = s1.frames.length;
    expect((await admin.get(`${BASE}/doReovkeData?id=${id}`)).status).toBe(200);
    await s1.next((f) => f.msgId === id && s1.frames.indexOf(f) >= before);
  });

  it('lets other domains push through the hub', async () => {
    const s2 = await connect('student2');
    await suite.t.ctx.realtime.publish(DEFAULT_TENANT_ID, [ids.student2], {
      cmd: 'user',
      msgTxt: '作业已批改',
    });
    expect(await s2.next((f) => f.msgTxt === '作业已批改')).toEqual({ cmd: 'user', msgTxt: '作业已批改' });
  });
});
