import { useCallback, useState } from 'react';

const DISMISSED = 'dismissed';

function readDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === DISMISSED;
  } catch {
    // Storage can be off (private mode, a policy): then the tip shows again next time.
    return false;
  }
}

/** Whether the notice stored under `key` was dismissed, kept in localStorage across visits. */
export function useDismissed(key: string): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => readDismissed(key));
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.localStorage.setItem(key, DISMISSED);
    } catch {
      // Dismissed for this visit only.
    }
  }, [key]);
  return [dismissed, dismiss];
}
