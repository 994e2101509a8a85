import type { Messages } from '../../messages';

/** Words only the PDF prints (the shared document vocabulary is in common). */
export const pdf = {} satisfies Messages<object>;
