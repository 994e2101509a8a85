import type { publicView as english } from '../en/publicView';
import type { Messages } from '../../messages';

/** Polish: words only the public view uses (see en/publicView). */
export const publicView = {} satisfies Messages<typeof english>;
