import { App } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_TAB_PATH } from '../../app/public-paths.ts';
import { type PageTab, useTabs } from '../../stores/tabs-store.ts';

export const LAST_TAB_TEXT = '这是最后一页，不能再关闭了啦';
export const HOME_TAB_TEXT = '首页不能关闭!';

/** Tab operations of SPEC §2 with their refusals (home tab, last tab). */
export function useTabActions(activeKey: string) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const tabs = useTabs((s) => s.tabs);
  const { remove, refresh } = useTabs.getState();

  const removeAndFollow = (doomed: string[], fallback: PageTab) => {
    if (!doomed.length) {
      message.info('没有可以关闭的页签');
      return;
    }
    remove(doomed);
    if (doomed.includes(activeKey)) navigate(fallback.fullPath);
  };

  const indexOf = (key: string) => tabs.findIndex((t) => t.key === key);

  return {
    close(key: string) {
      if (tabs.length <= 1) {
        message.warning(LAST_TAB_TEXT);
        return;
      }
      if (key === HOME_TAB_PATH) {
        message.warning(HOME_TAB_TEXT);
        return;
      }
      const i = indexOf(key);
      if (i < 0) return;
      removeAndFollow([key], tabs[i - 1] ?? tabs[i + 1]);
    },
    closeLeft(key: string) {
      const i = indexOf(key);
      const doomed = tabs.slice(0, i).filter((t) => t.key !== HOME_TAB_PATH);
      removeAndFollow(
        doomed.map((t) => t.key),
        tabs[i],
      );
    },
    closeRight(key: string) {
      const i = indexOf(key);
      const doomed = tabs.slice(i + 1).filter((t) => t.key !== HOME_TAB_PATH);
      removeAndFollow(
        doomed.map((t) => t.key),
        tabs[i],
      );
    },
    closeOthers(key: string) {
      const doomed = tabs.filter((t) => t.key !== key && t.key !== HOME_TAB_PATH);
      removeAndFollow(
        doomed.map((t) => t.key),
        tabs[indexOf(key)],
      );
    },
    /** Remounts the page of the tab (activating it first). */
    reload(key: string) {
      const tab = tabs[indexOf(key)];
      if (!tab) return;
      if (key !== activeKey) navigate(tab.fullPath);
      refresh(key);
    },
  };
}
