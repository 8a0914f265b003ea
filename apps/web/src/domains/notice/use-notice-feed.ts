import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../stores/session-store.ts';
import { fetchNoticeFeed, MY_NOTICES_KEY, NOTICE_FEED_KEY } from './api.ts';
import { NoticeSocket, noticeSocketUrl } from './notice-socket.ts';

/** SPEC §9: poll every 6 s; while the socket is healthy pushes arrive anyway, so poll rarely. */
export const POLL_MS = 6_000;
export const POLL_WITH_SOCKET_MS = 60_000;

/**
 * The signed-in user's unread notices: polled, and reloaded whenever the websocket reports a
 * `topic` or `user` frame. A failed load stops the polling silently (SPEC §8).
 */
export function useNoticeFeed() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id);
  const [socketHealthy, setSocketHealthy] = useState(false);

  const feed = useQuery({
    queryKey: NOTICE_FEED_KEY,
    queryFn: fetchNoticeFeed,
    enabled: !!token,
    retry: false,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      return socketHealthy ? POLL_WITH_SOCKET_MS : POLL_MS;
    },
  });

  useEffect(() => {
    if (!token || !userId) return;
    const socket = new NoticeSocket({
      url: () => noticeSocketUrl(userId, token, window.location),
      onNotice: () => {
        queryClient.invalidateQueries({ queryKey: NOTICE_FEED_KEY });
        queryClient.invalidateQueries({ queryKey: MY_NOTICES_KEY });
      },
      onHealth: setSocketHealthy,
    });
    socket.start();
    return () => socket.stop();
  }, [token, userId, queryClient]);

  return { feed: feed.data, socketHealthy };
}
