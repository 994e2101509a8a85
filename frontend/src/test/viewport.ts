/** Sets the width that the matchMedia stub in setupTests answers from. Call before rendering. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}
