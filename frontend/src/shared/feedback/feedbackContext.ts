import type { App } from 'antd';
import { createContext, useContext } from 'react';

/** antd's message and modal APIs, as `App.useApp()` gives them, themed by the app's ConfigProvider. */
export type AntdFeedback = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal'>;

type MessageApi = AntdFeedback['message'];
type ModalConfig = Parameters<AntdFeedback['modal']['confirm']>[0];

/** The short notices ('Saved successfully') and confirmations ('Delete this payment?') of any page. */
export type Feedback = {
  message: {
    success: (...args: Parameters<MessageApi['success']>) => void;
    error: (...args: Parameters<MessageApi['error']>) => void;
    info: (...args: Parameters<MessageApi['info']>) => void;
    /** Closes every notice shown or asked for. */
    destroy: () => void;
  };
  modal: {
    confirm: (config: ModalConfig) => void;
    error: (config: ModalConfig) => void;
  };
};

export const FeedbackContext = createContext<Feedback | null>(null);

/** The app's messages and confirmations (see FeedbackProvider). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider (AppProviders has one)');
  return feedback;
}
