import type { Catalogue } from './catalogue';
import { catalogue as en } from './catalogues/en';
import { catalogue as de } from './catalogues/de';
import { catalogue as fr } from './catalogues/fr';
import { catalogue as es } from './catalogues/es';
import { catalogue as it } from './catalogues/it';
import { catalogue as nl } from './catalogues/nl';
import { catalogue as ptBR } from './catalogues/pt-BR';
import { catalogue as ptPT } from './catalogues/pt-PT';
import { catalogue as pl } from './catalogues/pl';
import { catalogue as sv } from './catalogues/sv';
import { catalogue as ar } from './catalogues/ar';
import { catalogue as ja } from './catalogues/ja';
import { catalogue as zhHans } from './catalogues/zh-Hans';
import { catalogue as he } from './catalogues/he';
import type { CatalogueId } from './languages';

/**
 * Every catalogue, for the services (a few KB each). The browser loads only the one it shows, through
 * loadCatalogue.
 */
export const ALL_CATALOGUES: Readonly<Record<CatalogueId, Catalogue>> = {
  en,
  de,
  fr,
  es,
  it,
  nl,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  pl,
  sv,
  ar,
  ja,
  'zh-Hans': zhHans,
  he,
};
