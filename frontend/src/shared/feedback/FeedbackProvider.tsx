import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { FeedbackContext, type AntdFeedback, type Feedback } from './feedbackContext';

// antd's message and modal code loads with the first notice or confirmation: every route has this
// provider, and a first visit to a public page shows neither.
const FeedbackHolders = lazy(() => import('./FeedbackHolders').then((m) => ({ default: m.FeedbackHolders })));

type Call = (feedback: AntdFeedback) => void;

/**
 * What `App.useApp()` gave for messages and confirmations, without antd's App in the first download:
 * the first call loads antd's holders, and the calls made meanwhile run, in order, once they are mounted.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<AntdFeedback | null>(null);
  const waiting = useRef<Call[]>([]);

  const run = useCallback((call: Call) => {
    if (ready.current) return call(ready.current);
    waiting.current.push(call);
    setWanted(true);
  }, []);
  const onReady = useCallback((feedback: AntdFeedback) => {
    ready.current = feedback;
    waiting.current.splice(0).forEach((call) => call(feedback));
  }, []);

  const feedback = useMemo<Feedback>(
    () => ({
      message: {
        success: (...args) => run((f) => void f.message.success(...args)),
        error: (...args) => run((f) => void f.message.error(...args)),
        info: (...args) => run((f) => void f.message.info(...args)),
        // Nothing can be shown before the holders have loaded: no reason to load them.
        destroy: () => ready.current?.message.destroy(),
      },
      modal: {
        confirm: (config) => run((f) => void f.modal.confirm(config)),
        error: (config) => run((f) => void f.modal.error(config)),
      },
    }),
    [run],
  );

  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={onReady} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
