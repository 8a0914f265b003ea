import { App } from 'antd';
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { useUnloadWarning } from '../../../hooks/use-unload-warning.ts';

/** Navigations that always go through: signing in again after the session ended. */
const ALWAYS_ALLOWED = /^\/user\/login/;

const pathOf = (to: unknown) =>
  typeof to === 'string' ? to : ((to as { pathname?: string } | null)?.pathname ?? '');

/**
 * While `dirty`, leaving the page asks first: closing or reloading the browser tab (the browser's own
 * prompt) and in-app navigation (menu, tabs, links: a confirm dialog). The app uses a plain
 * `BrowserRouter`, which has no blocker, so the router's navigator is wrapped while the page is dirty.
 * `allowNext()` lets the page's own navigation after a save through without asking.
 */
export function useLeaveGuard(dirty: boolean, text = '试卷还有未保存的修改，确定离开吗？') {
  const { modal } = App.useApp();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const bypass = useRef(false);

  useUnloadWarning(dirty);

  useEffect(() => {
    if (!dirty) return;
    bypass.current = false;
    const { push, replace } = navigator;
    let asking = false;
    const guard =
      (go: typeof push): typeof push =>
      (...args) => {
        if (bypass.current || ALWAYS_ALLOWED.test(pathOf(args[0]))) {
          bypass.current = false;
          go(...args);
          return;
        }
        if (asking) return;
        asking = true;
        modal.confirm({
          title: '离开编辑页',
          content: text,
          okText: '离开',
          okButtonProps: { danger: true },
          cancelText: '继续编辑',
          onOk: () => go(...args),
          afterClose: () => {
            asking = false;
          },
        });
      };
    navigator.push = guard(push);
    navigator.replace = guard(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [dirty, navigator, modal, text]);

  return {
    /** The next navigation (e.g. to the preview after saving) leaves without asking. */
    allowNext: () => {
      bypass.current = true;
    },
  };
}
