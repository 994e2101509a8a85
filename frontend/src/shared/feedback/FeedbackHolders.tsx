import { message, Modal } from 'antd';
import { useEffect } from 'react';
import type { AntdFeedback } from './feedbackContext';

/** Mounts antd's message and modal holders (inside the app's ConfigProvider) and hands their APIs over. */
export function FeedbackHolders({ onReady }: { onReady: (feedback: AntdFeedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  // After the commit: the holders are mounted, so antd shows what is called from here on.
  useEffect(() => onReady({ message: messageApi, modal: modalApi }), [onReady, messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
