import { common } from './common';
import { mail } from './mail';
import { pdf } from './pdf';
import { publicView } from './publicView';

/** The English catalogue: the source every other catalogue translates, key for key. */
export const catalogue = { common, pdf, mail, publicView };
