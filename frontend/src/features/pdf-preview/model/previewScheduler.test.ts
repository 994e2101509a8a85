import { createPreviewScheduler, PREVIEW_DEBOUNCE_MS } from './previewScheduler';

describe('the preview scheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A render that never ends by itself, recording what it was asked and its signal. */
  const pendingRenders = () => {
    const calls: { version: string; signal: AbortSignal }[] = [];
    const render = jest.fn((version: string, signal: AbortSignal) => {
      calls.push({ version, signal });
      return new Promise<void>(() => undefined);
    });
    return { calls, render };
  };

  it('makes one request for 10 keystrokes typed within 800 ms, with the last text', () => {
    const { calls, render } = pendingRenders();
    const scheduler = createPreviewScheduler(render);

    for (let key = 1; key <= 10; key++) {
      scheduler.change('Acme'.padEnd(key, 'x'));
      jest.advanceTimersByTime(70);
    }
    expect(render).not.toHaveBeenCalled();
    jest.advanceTimersByTime(PREVIEW_DEBOUNCE_MS);

    expect(calls.map((call) => call.version)).toEqual(['Acmexxxxxx']);
  });

  it('aborts the request in flight when a newer version is rendered', () => {
    const { calls, render } = pendingRenders();
    const scheduler = createPreviewScheduler(render);

    scheduler.change('first');
    jest.advanceTimersByTime(PREVIEW_DEBOUNCE_MS);
    scheduler.change('second');
    // Still waiting for quiet: the first one may yet answer.
    expect(calls[0].signal.aborted).toBe(false);
    jest.advanceTimersByTime(PREVIEW_DEBOUNCE_MS);

    expect(calls.map((call) => call.version)).toEqual(['first', 'second']);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);
  });

  it('sends nothing after stop, and aborts what was in flight', () => {
    const { calls, render } = pendingRenders();
    const scheduler = createPreviewScheduler(render);
    scheduler.change('sent');
    jest.advanceTimersByTime(PREVIEW_DEBOUNCE_MS);
    scheduler.change('never sent');

    scheduler.stop();
    jest.advanceTimersByTime(PREVIEW_DEBOUNCE_MS * 2);

    expect(calls.map((call) => call.version)).toEqual(['sent']);
    expect(calls[0].signal.aborted).toBe(true);
  });
});
