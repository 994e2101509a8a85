/** At most one preview per this much quiet after the last change (issue 27). */
export const PREVIEW_DEBOUNCE_MS = 800;

/** Draws one version of the document; `signal` aborts it when a newer version supersedes it. */
export type RenderPreview<T> = (version: T, signal: AbortSignal) => Promise<void>;

export type PreviewScheduler<T> = {
  /** A new version: renders it once nothing changed for PREVIEW_DEBOUNCE_MS, aborting the one in flight. */
  change(version: T): void;
  /** The pane closed or the page left: nothing waits and nothing is in flight any more. */
  stop(): void;
};

/**
 * Debounce and cancel of the preview, apart from React so fake timers can drive it: every change
 * restarts the wait, and the render that starts aborts the one still in flight, whose answer would
 * show an older document.
 */
export function createPreviewScheduler<T>(render: RenderPreview<T>, delayMs = PREVIEW_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const start = (version: T) => {
    timer = undefined;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    void render(version, controller.signal).finally(() => {
      if (inFlight === controller) inFlight = undefined;
    });
  };

  return {
    change(version: T) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => start(version), delayMs);
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      inFlight?.abort();
      inFlight = undefined;
    },
  } satisfies PreviewScheduler<T>;
}
