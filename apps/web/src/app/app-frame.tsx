import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { deferredFeedback, onFeedbackRequested } from './feedback.ts';
import { lazyNamed } from './lazy-page.ts';

const FeedbackHolders = lazyNamed(() => import('./feedback-holders.tsx'), 'FeedbackHolders');

/** Mounts the toast/dialog holders after the first paint, or at once when something asks for them. */
function FeedbackHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const stop = onFeedbackRequested(mount);
    const idle = window.requestIdleCallback?.(mount, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(mount, 200) : undefined;
    return () => {
      stop();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  ) : null;
}

/**
 * What antd's `<App>` provides — the `.ant-app` root with the theme's text styles and the
 * `App.useApp()` context — without loading the message/notification/modal code before the first
 * paint: the context holds `deferredFeedback`, which forwards to the real instances once loaded.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return (
    <AppContext.Provider value={deferredFeedback}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        <FeedbackHost />
        {children}
      </div>
    </AppContext.Provider>
  );
}
