import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { ReadableStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';

// Whole sections with antd's styles take seconds in jsdom when the machine is busy (CI on 2 cores, the
// other suites beside it): slowness is not what these tests judge. findBy… and waitFor wait 5 s (not
// testing-library's 1 s), each test 30 s; a real absence still fails, only later. (A per-project jest
// config ignores testTimeout, so it is set here.)
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(30_000);

// react-router encodes and decodes with these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * antd's Grid and responsive components ask matchMedia about widths. Answer min-width and
 * max-width queries from window.innerWidth, so a test picks a screen size by setting it.
 */
const matchesWidth = (query: string): boolean => {
  const width = window.innerWidth;
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    media: query,
    matches: matchesWidth(query),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd measures popups and tables with ResizeObserver, which jsdom lacks; nothing resizes here.
class NoopResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

// antd's Form batches its watchers with a MessageChannel, which jsdom lacks. Deliver the message on
// a timer, as the browser would on its next task; Node's own MessageChannel would hold a port open.
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
  };
}
if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// Node's fetch reads a multipart body's files through stream(), which jsdom's File lacks or answers
// with a stream Node cannot read: without this, a request carrying a file (a logo) never finishes.
{
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: (controller) => {
          const reader = new FileReader();
          reader.onload = () => {
            controller.enqueue(new Uint8Array(reader.result as ArrayBuffer));
            controller.close();
          };
          reader.onerror = () => controller.error(reader.error);
          reader.readAsArrayBuffer(this);
        },
      });
    },
  });
}

// antd's scrollbar measurement asks for a pseudo-element's style, which jsdom reports as
// unimplemented on the console; the element's own style is an equally good answer here.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Unit tests never reach the network: a test that needs a response mocks fetch itself.
beforeEach(() => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockRejectedValue(new TypeError('No network in unit tests: mock fetch for this request'));
});

afterEach(() => {
  jest.restoreAllMocks();
});
