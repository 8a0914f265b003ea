import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../stores/session-store.ts';
import { noticeSocketUrl, parseFrame } from '../../notice/notice-socket.ts';

const HEARTBEAT_MS = 10_000;
const RECONNECT_MS = 5_000;

export interface ContestFrame {
  cmd?: string;
  contestId?: string;
  groupId?: string;
  id?: string;
}

/**
 * Listens on the user's own websocket (`/websocket/<userId>`, a second socket beside the notice one)
 * for contest frames of one contest. Answers whether the socket is open, so callers poll more slowly then.
 */
export function useContestFrames(contestId: string, onFrame: (frame: ContestFrame) => void): boolean {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id);
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!token || !userId || !contestId) return;
    let socket: WebSocket | null = null;
    let beat: number | undefined;
    let retry: number | undefined;
    let stopped = false;
    const connect = () => {
      if (stopped) return;
      try {
        socket = new WebSocket(noticeSocketUrl(userId, token, window.location));
      } catch {
        retry = window.setTimeout(connect, RECONNECT_MS);
        return;
      }
      const ws = socket;
      ws.onopen = () => {
        setOpen(true);
        beat = window.setInterval(() => {
          if (ws.readyState === 1) ws.send('HeartBeat');
        }, HEARTBEAT_MS);
      };
      ws.onmessage = (ev) => {
        const frame = parseFrame(ev.data) as ContestFrame | null;
        if (frame?.cmd?.startsWith('contest') && frame.contestId === contestId) handler.current(frame);
      };
      ws.onclose = () => {
        setOpen(false);
        window.clearInterval(beat);
        if (!stopped) retry = window.setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearInterval(beat);
      window.clearTimeout(retry);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
      setOpen(false);
    };
  }, [token, userId, contestId]);

  return open;
}
