/**
 * An element as a page function reads it. The e2e typecheck has no DOM library, and React's types
 * declare `HTMLElement` and `Element` as empty stubs, so a callback of `evaluateAll` names what it reads.
 */
export type PageElement = { getAttribute(name: string): string | null };
