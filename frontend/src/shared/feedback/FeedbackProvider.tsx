import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { FeedbackContext, type AntdFeedback, type Feedback } from './feedbackContext';

// antd's message and modal code loads with the first notice or confirmation: every route has this
// provider, and a first visit to a public page shows neither.
const FeedbackHolders = lazy(() => import('./FeedbackHolders').then((m) => ({ default: m.FeedbackHolders })));

type Call = { kind: 'message' | 'modal'; show: (feedback: AntdFeedback) => void };

/**
 * What `App.useApp()` gave for messages and confirmations, without antd's App in the first download:
 * the first call loads antd's holders, and the calls made meanwhile run, in order, once they are mounted.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<AntdFeedback | null>(null);
  const waiting = useRef<Call[]>([]);

  const run = useCallback((kind: Call['kind'], show: Call['show']) => {
    if (ready.current) return show(ready.current);
    waiting.current.push({ kind, show });
    setWanted(true);
  }, []);
  const onReady = useCallback((feedback: AntdFeedback) => {
    ready.current = feedback;
    waiting.current.splice(0).forEach((call) => call.show(feedback));
  }, []);
  // Closes the notices shown, and drops those still waiting for antd (the demo silences a refused
  // write's notice just after it was asked for).
  const destroyMessages = useCallback(() => {
    waiting.current = waiting.current.filter((call) => call.kind !== 'message');
    ready.current?.message.destroy();
  }, []);

  const feedback = useMemo<Feedback>(
    () => ({
      message: {
        success: (...args) => run('message', (f) => void f.message.success(...args)),
        error: (...args) => run('message', (f) => void f.message.error(...args)),
        info: (...args) => run('message', (f) => void f.message.info(...args)),
        destroy: destroyMessages,
      },
      modal: {
        confirm: (config) => run('modal', (f) => void f.modal.confirm(config)),
        error: (config) => run('modal', (f) => void f.modal.error(config)),
      },
    }),
    [run, destroyMessages],
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
