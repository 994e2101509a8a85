import type { Messages } from '../../messages';

/** Words only the mails use: to the client in the document's language, to the owner in theirs. */
export const mail = {} satisfies Messages<object>;
