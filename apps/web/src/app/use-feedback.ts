import AppContext from 'antd/es/app/context';
import { useContext } from 'react';
import type { AppFeedback } from './feedback.ts';

/**
 * `App.useApp()` for public pages: the same context value (see `<AppFrame>`), read without importing
 * antd's `App`, whose module statically pulls the whole message/notification/modal code into the page.
 */
export function useFeedback(): AppFeedback {
  return useContext(AppContext);
}
