import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../stores/session-store.ts';
import { NoticeSocket, noticeSocketUrl, type SocketLike } from '../../notice/notice-socket.ts';
import { RACE_KEY } from './api.ts';
import { createThrottle, isBoardFrame, tapFrames } from './board-live.ts';

/** Visitors (and viewers whose socket is down) poll the board every 30 s. */
export const BOARD_POLL_MS = 30_000;
/** With a healthy socket pushes arrive anyway; a slow poll covers a lost push. */
export const BOARD_POLL_WITH_SOCKET_MS = 120_000;
/** At most one refetch per this many ms, however many frames arrive. */
const FRAME_THROTTLE_MS = 3_000;

/**
 * Refreshes the board queries of a contest group when the server says the board changed. Signed-in
 * viewers get a websocket; the answer is the poll interval to use.
 */
export function useBoardRefresh(contestId: string, groupId: string | undefined): number {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id);
  const [healthy, setHealthy] = useState(false);
  // Switching groups keeps the socket; frames are matched against the group shown now.
  const group = useRef(groupId);
  group.current = groupId;

  useEffect(() => {
    if (!token || !userId || !contestId) return;
    const throttle = createThrottle(
      () => {
        queryClient.invalidateQueries({ queryKey: [...RACE_KEY, 'board', contestId] });
        queryClient.invalidateQueries({ queryKey: [...RACE_KEY, 'school-rank', contestId] });
      },
      FRAME_THROTTLE_MS,
      {
        now: Date.now,
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (id) => window.clearTimeout(id),
      },
    );
    const socket = new NoticeSocket({
      url: () => noticeSocketUrl(userId, token, window.location),
      // Notices are the bell's business; this socket only watches board frames.
      onNotice: () => undefined,
      onHealth: setHealthy,
      create: (url) =>
        tapFrames(new WebSocket(url) as unknown as SocketLike, (data) => {
          if (isBoardFrame(data, contestId, group.current)) throttle.call();
        }),
    });
    socket.start();
    return () => {
      socket.stop();
      throttle.cancel();
    };
  }, [token, userId, contestId, queryClient]);

  return healthy ? BOARD_POLL_WITH_SOCKET_MS : BOARD_POLL_MS;
}
