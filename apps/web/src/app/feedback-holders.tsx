import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from './feedback.ts';

/**
 * The contextual message/notification/modal instances antd's `<App>` would create, rendered inside the
 * ConfigProvider so toasts and dialogs follow the theme and locale. Loaded lazily by `<FeedbackHost>`.
 */
export function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    registerFeedback({ message: messageApi, notification: notificationApi, modal: modalApi });
    return () => registerFeedback(null);
  }, [messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
