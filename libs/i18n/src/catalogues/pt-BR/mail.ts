import type { mail as english } from '../en/mail';
import type { Messages } from '../../messages';

/** Portuguese (Brazil): words only the mails use (see en/mail). */
export const mail = {} satisfies Messages<typeof english>;
