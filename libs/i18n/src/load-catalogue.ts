import type { Catalogue } from './catalogue';
import type { CatalogueId } from './languages';

/** One catalogue, fetched on demand: a page bundles none of them up front. */
export async function loadCatalogue(id: CatalogueId): Promise<Catalogue> {
  switch (id) {
    case 'en':
      return (await import('./catalogues/en')).catalogue;
    case 'de':
      return (await import('./catalogues/de')).catalogue;
    case 'fr':
      return (await import('./catalogues/fr')).catalogue;
    case 'es':
      return (await import('./catalogues/es')).catalogue;
    case 'it':
      return (await import('./catalogues/it')).catalogue;
    case 'nl':
      return (await import('./catalogues/nl')).catalogue;
    case 'pt-BR':
      return (await import('./catalogues/pt-BR')).catalogue;
    case 'pt-PT':
      return (await import('./catalogues/pt-PT')).catalogue;
    case 'pl':
      return (await import('./catalogues/pl')).catalogue;
    case 'sv':
      return (await import('./catalogues/sv')).catalogue;
    case 'ar':
      return (await import('./catalogues/ar')).catalogue;
    case 'ja':
      return (await import('./catalogues/ja')).catalogue;
    case 'zh-Hans':
      return (await import('./catalogues/zh-Hans')).catalogue;
    case 'he':
      return (await import('./catalogues/he')).catalogue;
  }
}
