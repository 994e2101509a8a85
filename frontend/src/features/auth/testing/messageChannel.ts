/**
 * antd's Form (rc-component/form) batches its watchers with a MessageChannel, which jsdom lacks.
 * This stand-in delivers the one message on a timer, as the browser would on its next task; unlike
 * Node's own MessageChannel it holds no port open after the tests. Import it before rendering a Form.
 * (It would belong in src/test/setupTests.ts, which the whole frontend shares.)
 */
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
