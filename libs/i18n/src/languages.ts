/**
 * The catalogues: one per written language. Portuguese has two (Brazil and Portugal write invoices
 * differently); every other language shares one catalogue across its regions.
 */
export const CATALOGUE_IDS = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt-BR',
  'pt-PT',
  'pl',
  'sv',
  'ar',
  'ja',
  'zh-Hans',
  'he',
] as const;

export type CatalogueId = (typeof CATALOGUE_IDS)[number];

/**
 * The document languages (BCP 47 language and region): the region picks the formats Intl applies
 * (de-CH writes CHF 1’234.55, de-DE 1.234,55 €), the language its catalogue.
 */
export const LANGUAGES = [
  { tag: 'en-US', catalogue: 'en' },
  { tag: 'en-GB', catalogue: 'en' },
  { tag: 'de-DE', catalogue: 'de' },
  { tag: 'de-AT', catalogue: 'de' },
  { tag: 'de-CH', catalogue: 'de' },
  { tag: 'fr-FR', catalogue: 'fr' },
  { tag: 'fr-BE', catalogue: 'fr' },
  { tag: 'fr-CH', catalogue: 'fr' },
  { tag: 'es-ES', catalogue: 'es' },
  { tag: 'es-MX', catalogue: 'es' },
  { tag: 'it-IT', catalogue: 'it' },
  { tag: 'it-CH', catalogue: 'it' },
  { tag: 'nl-NL', catalogue: 'nl' },
  { tag: 'nl-BE', catalogue: 'nl' },
  { tag: 'pt-BR', catalogue: 'pt-BR' },
  { tag: 'pt-PT', catalogue: 'pt-PT' },
  { tag: 'pl-PL', catalogue: 'pl' },
  { tag: 'sv-SE', catalogue: 'sv' },
  { tag: 'ar-SA', catalogue: 'ar' },
  { tag: 'ar-AE', catalogue: 'ar' },
  { tag: 'ar-EG', catalogue: 'ar' },
  { tag: 'ja-JP', catalogue: 'ja' },
  { tag: 'zh-CN', catalogue: 'zh-Hans' },
  { tag: 'he-IL', catalogue: 'he' },
] as const satisfies readonly { tag: string; catalogue: CatalogueId }[];

export type LanguageTag = (typeof LANGUAGES)[number]['tag'];

/** What a document, a client or an owner without a language of their own is printed in. */
export const DEFAULT_LANGUAGE: LanguageTag = 'en-US';

export const LANGUAGE_TAGS: readonly LanguageTag[] = LANGUAGES.map((language) => language.tag);

const BY_LOWER_TAG = new Map<string, LanguageTag>(LANGUAGE_TAGS.map((tag) => [tag.toLowerCase(), tag]));

/**
 * The supported tag an input names, in its canonical case ('DE-de' → 'de-DE'); undefined when it names
 * none. Only listed tags are accepted: a bare 'de' would leave the formats' region to a guess.
 */
export function supportedLanguage(input: string): LanguageTag | undefined {
  return BY_LOWER_TAG.get(input.trim().toLowerCase());
}

/** The language to print in: the first of the candidates that is supported, else DEFAULT_LANGUAGE. */
export function resolveLanguage(...candidates: (string | undefined | null)[]): LanguageTag {
  for (const candidate of candidates) {
    const tag = candidate ? supportedLanguage(candidate) : undefined;
    if (tag) return tag;
  }
  return DEFAULT_LANGUAGE;
}

export function catalogueOf(tag: LanguageTag): CatalogueId {
  return LANGUAGES.find((language) => language.tag === tag)?.catalogue ?? 'en';
}

const RIGHT_TO_LEFT: ReadonlySet<CatalogueId> = new Set(['ar', 'he']);

/** 'rtl' for Arabic and Hebrew: their documents are mirrored. */
export function directionOf(tag: LanguageTag): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(catalogueOf(tag)) ? 'rtl' : 'ltr';
}

/**
 * The language's name in itself, as a picker lists it ('Deutsch (Schweiz)'), from CLDR through Intl.
 */
export function languageName(tag: LanguageTag, inLanguage: string = tag): string {
  return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag) ?? tag;
}

/**
 * Catalogues whose wording no native speaker has checked yet: written from the EN 16931 and national
 * e-invoicing glossaries (docs/mail-languages.md).
 */
export const UNCHECKED_CATALOGUES: readonly CatalogueId[] = CATALOGUE_IDS.filter((id) => id !== 'en');
