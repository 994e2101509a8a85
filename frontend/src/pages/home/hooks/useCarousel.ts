import { useCallback, useEffect, useState } from 'react';

/** A slide stays 5000 ms; a manual control holds the slideshow for 10000 ms. */
export const AUTOPLAY_MS = 5000;
export const RESUME_AFTER_MS = 10000;

type CarouselOptions = {
  count: number;
  /** The user asked the system for less motion: the slideshow starts paused (Play still starts it). */
  reducedMotion: boolean;
};

export type Carousel = {
  index: number;
  /** True while slides advance by themselves. */
  playing: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  togglePlay: () => void;
};

/**
 * The hero slideshow's clock: advances every AUTOPLAY_MS and wraps. Previous, next and the dots
 * pause it and it resumes RESUME_AFTER_MS after the last of them; Pause stops it until Play.
 */
export function useCarousel({ count, reducedMotion }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  // undefined until the user presses play or pause: then the system's motion setting decides.
  const [chosen, setChosen] = useState<boolean | undefined>(undefined);
  // Bumped by each manual move, so the hold's timer restarts from the last one.
  const [hold, setHold] = useState(0);

  const wanted = chosen ?? !reducedMotion;
  const playing = wanted && hold === 0;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  useEffect(() => {
    if (hold === 0) return;
    const timer = window.setTimeout(() => setHold(0), RESUME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [hold]);

  const move = useCallback(
    (to: (current: number) => number) => {
      setIndex((current) => (to(current) + count) % count);
      setHold((current) => current + 1);
    },
    [count],
  );

  return {
    index,
    playing,
    next: useCallback(() => move((current) => current + 1), [move]),
    previous: useCallback(() => move((current) => current - 1), [move]),
    goTo: useCallback((target: number) => move(() => target), [move]),
    togglePlay: useCallback(() => {
      setHold(0);
      setChosen(!playing);
    }, [playing]),
  };
}
