/** Lets the demo store, made once, reach the frame's current opener of the sign-up prompt. */
export function createWriteRelay() {
  let listener: () => void = () => {};
  return {
    listen: (next: () => void) => {
      listener = next;
    },
    fire: () => listener(),
  };
}
