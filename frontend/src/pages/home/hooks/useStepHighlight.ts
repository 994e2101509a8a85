import { useEffect, useState } from 'react';

/** The 'How it works' highlight moves on every 2400 ms. */
export const STEP_HIGHLIGHT_MS = 2400;

type StepHighlightOptions = {
  count: number;
  /** Only on wide screens, with motion allowed and the pointer not over the steps. */
  running: boolean;
};

/** The highlighted step, advancing and wrapping while `running`; it stays where it was when stopped. */
export function useStepHighlight({ count, running }: StepHighlightOptions): number {
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setActive((current) => (current + 1) % count), STEP_HIGHLIGHT_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  return active;
}
