import type { Messages } from '../../messages';

/** Words only the public view uses (the page the client opens from the mail): accept, reject, pay. */
export const publicView = {} satisfies Messages<object>;
