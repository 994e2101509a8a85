import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** Portuguese (Brazil): words only the PDF prints (see en/pdf). */
export const pdf = {} satisfies Messages<typeof english>;
