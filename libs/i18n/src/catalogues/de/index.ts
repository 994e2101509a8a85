import { common } from './common';
import { mail } from './mail';
import { pdf } from './pdf';
import { publicView } from './publicView';

/** The German catalogue. */
export const catalogue = { common, pdf, mail, publicView };
