import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { TestApp } from '../../../../test/helpers/test-app.ts';

/** An open websocket with the frames it has received so far and its close code, once it closes. */
export interface Watched {
  ws: WebSocket;
  frames: string[];
  closed: Promise<number>;
}

/** The websocket address of an app listening on a port. */
export const socketBaseOf = (app: TestApp['app']) =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/websocket`;

/** Opens the socket of `userId` with a session token; fails when the server refuses it. */
export function connectSocket(base: string, userId: string, token: string): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/${userId}?token=${encodeURIComponent(token)}`);
    const frames: string[] = [];
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    ws.on('message', (data) => frames.push(data.toString()));
    ws.once('error', reject);
    ws.once('open', () => resolve({ ws, frames, closed }));
  });
}

/** `p`, or a failure once `ms` milliseconds have passed. */
export const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${ms} ms 内未关闭`)), ms)),
  ]);
