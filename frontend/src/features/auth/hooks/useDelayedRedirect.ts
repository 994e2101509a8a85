import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `path` after `delayMs` once `path` is set (null: stay), so a message can be read first.
 * Leaving the page earlier cancels it.
 */
export function useDelayedRedirect(path: string | null, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!path) return;
    const timer = setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs, navigate]);
}
