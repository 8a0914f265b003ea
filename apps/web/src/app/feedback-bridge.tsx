import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from './feedback.ts';

/** Hands antd's contextual message/notification/modal instances to non-React modules. */
export function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => {
    registerFeedback(api);
    return () => registerFeedback(null);
  }, [api]);
  return null;
}
