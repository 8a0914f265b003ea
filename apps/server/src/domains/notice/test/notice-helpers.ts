import { expect } from 'vitest';
import WebSocket from 'ws';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';

export const BASE = '/api/sys/annountCement';
export const SEND = '/api/sys/sysAnnouncementSend';

export { userIdOf } from '../../../../test/helpers/users.ts';

/** Adds an announcement (defaults: ALL notice) and returns its id; fails the test on refusal. */
export async function addNotice(admin: Client, body: Json = {}): Promise<string> {
  const res = await admin.post(`${BASE}/add`, {
    titile: `公告${Math.random().toString(36).slice(2, 8)}`,
    ...body,
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

export async function publish(admin: Client, id: string) {
  const res = await admin.get(`${BASE}/doReleaseData?id=${id}`);
  expect(res.status, res.body.message).toBe(200);
}

export async function publishedNotice(admin: Client, body: Json = {}) {
  const id = await addNotice(admin, body);
  await publish(admin, id);
  return id;
}

/** A websocket client that records every frame it receives. */
export interface TestSocket {
  ws: WebSocket;
  frames: Json[];
  /** Resolves with the first frame (already received or upcoming) that matches. */
  next(match: (f: Json) => boolean, timeoutMs?: number): Promise<Json>;
  close(): Promise<void>;
}

export function openSocket(url: string, protocols?: string[]): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols);
    const frames: Json[] = [];
    const waiters: { match: (f: Json) => boolean; done: (f: Json) => void }[] = [];
    ws.on('message', (data) => {
      let frame: Json;
      try {
        frame = JSON.parse(data.toString()) as Json;
      } catch {
        frame = { raw: data.toString() };
      }
      frames.push(frame);
      for (const w of [...waiters])
        if (w.match(frame)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.done(frame);
        }
    });
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => {
      reject(new Error(`refused: ${res.statusCode}`));
      ws.terminate();
    });
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        next: (match, timeoutMs = 3000) => {
          const hit = frames.find(match);
          if (hit) return Promise.resolve(hit);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error('等待推送超时')), timeoutMs);
            waiters.push({
              match,
              done: (f) => {
                clearTimeout(timer);
                done(f);
              },
            });
          });
        },
        close: () =>
          new Promise((r) => {
            if (ws.readyState === ws.CLOSED) return r();
            ws.once('close', () => r());
            ws.close();
          }),
      }),
    );
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
