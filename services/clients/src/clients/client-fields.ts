import { ServiceErrorReasons, type ClientFields } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import {
  addressLinesField,
  countryField,
  isTimeZone,
  languageOrNone,
  normalizeWebsite,
  unsupportedLanguageMessage,
  vatIdField,
  WEBSITE_MESSAGE,
} from '@paydraft/invoice-core';
import type { z } from 'zod';

export const CLIENT_STATUSES = ['active', 'inactive', 'archived', 'prospect'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** The stored fields a page may set, by their names in the store. */
export type ClientChanges = Partial<{
  businessName: string;
  contactName: string;
  businessEmail: string;
  businessPhone: string;
  businessAddress: string;
  businessWebsite: string;
  taxId: string;
  notes: string;
  status: ClientStatus;
  // The structured address and identifiers (docs/money-model-api.md): the buyer of the client's documents.
  addressLines: string[];
  postalCode: string;
  city: string;
  region: string;
  country: string;
  vatId: string;
  registrationId: string;
  // IANA zone a recurring profile for the client sends in; empty: the owner's.
  timeZone: string;
  // BCP 47 tag the client's documents are printed in; empty: the owner's default.
  language: string;
}>;

type TextField = Exclude<
  keyof ClientChanges,
  'status' | 'addressLines' | 'country' | 'vatId' | 'timeZone' | 'language'
>;

/** Longest value of each field: generous for real data, small enough that one client stays small. */
const MAX_LENGTH: Record<TextField, number> = {
  businessName: 200,
  contactName: 200,
  businessEmail: 254,
  businessPhone: 50,
  businessAddress: 1000,
  businessWebsite: 500,
  taxId: 100,
  notes: 5000,
  postalCode: 20,
  city: 100,
  region: 100,
  registrationId: 50,
};

const LABEL: Record<TextField, string> = {
  businessName: 'Business name',
  contactName: 'Contact name',
  businessEmail: 'Email',
  businessPhone: 'Phone',
  businessAddress: 'Address',
  businessWebsite: 'Website',
  taxId: 'Tax ID',
  notes: 'Notes',
  postalCode: 'Postal code',
  city: 'City',
  region: 'Region',
  registrationId: 'Registration number',
};

// invoice-core's party rules, so a client's address and VAT number pass as a document's buyer.
const addressLines = addressLinesField('Address');
const vatId = vatIdField('VAT number');

// The page's email input checks the shape only; so does this (one @, a dot in the domain, no spaces).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isClientStatus(value: string): value is ClientStatus {
  return (CLIENT_STATUSES as readonly string[]).includes(value);
}

/**
 * The given fields, trimmed and checked; unset fields are left out (unchanged on update). An empty
 * status counts as unset. Every problem is named in one 400 `clients.invalid_input`.
 */
export function clientChangesFrom(fields: ClientFields | undefined): ClientChanges {
  const given = {
    businessName: fields?.businessName,
    contactName: fields?.contactName,
    businessEmail: fields?.businessEmail,
    businessPhone: fields?.businessPhone,
    businessAddress: fields?.businessAddress,
    businessWebsite: fields?.businessWebsite,
    taxId: fields?.taxId,
    notes: fields?.notes,
    postalCode: fields?.postalCode,
    city: fields?.city,
    region: fields?.region,
    registrationId: fields?.registrationId,
  } satisfies Record<TextField, string | undefined>;
  const changes: ClientChanges = {};
  const problems: string[] = [];
  for (const [field, raw] of Object.entries(given) as [TextField, string | undefined][]) {
    if (raw === undefined) continue;
    const value = raw.trim();
    if (value.length > MAX_LENGTH[field]) {
      problems.push(`${LABEL[field]} must be at most ${MAX_LENGTH[field]} characters`);
    }
    changes[field] = value;
  }
  if (changes.businessWebsite !== undefined) {
    const website = normalizeWebsite(changes.businessWebsite);
    if (website === null) problems.push(WEBSITE_MESSAGE);
    else changes.businessWebsite = website;
  }
  if (changes.businessEmail && !EMAIL_SHAPE.test(changes.businessEmail)) {
    problems.push('Email must be a valid email address');
  }
  problems.push(...structuredChanges(fields, changes));
  problems.push(...timeZoneChange(fields, changes));
  problems.push(...languageChange(fields, changes));
  const status = fields?.status?.trim();
  if (status) {
    if (isClientStatus(status)) changes.status = status;
    else problems.push(`Status must be one of ${CLIENT_STATUSES.join(', ')}`);
  }
  if (problems.length > 0)
    throw new ServiceException(ServiceErrorReasons.INVALID_CLIENT, problems.join('. '));
  return changes;
}

/** Writes the given address lines, country and VAT number into `changes`; answers their problems. */
function structuredChanges(fields: ClientFields | undefined, changes: ClientChanges): string[] {
  const problems: string[] = [];
  const lines = parsedField(addressLines, fields?.addressLines?.lines, problems);
  if (lines) changes.addressLines = lines.map((line) => line.trim()).filter(Boolean);
  const country = parsedField(countryField, fields?.country, problems);
  if (country !== undefined) changes.country = country;
  const vatNumber = parsedField(vatId, fields?.vatId, problems);
  if (vatNumber !== undefined) changes.vatId = vatNumber;
  return [...new Set(problems)];
}

/** Writes the given time zone into `changes` (empty clears it); answers its problem. */
function timeZoneChange(fields: ClientFields | undefined, changes: ClientChanges): string[] {
  const zone = fields?.timeZone?.trim();
  if (zone === undefined) return [];
  if (zone && !isTimeZone(zone)) return [`Unknown time zone ${zone}: use an IANA name such as Europe/Berlin`];
  changes.timeZone = zone;
  return [];
}

/** Writes the given language in its canonical case into `changes` (empty clears it); answers its problem. */
function languageChange(fields: ClientFields | undefined, changes: ClientChanges): string[] {
  if (fields?.language === undefined) return [];
  const language = languageOrNone(fields.language);
  if (language === undefined) return [unsupportedLanguageMessage(fields.language)];
  changes.language = language;
  return [];
}

/** `raw` through `schema`; undefined when not given, or refused (its messages added to `problems`). */
function parsedField<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
  problems: string[],
): z.output<Schema> | undefined {
  if (raw === undefined) return undefined;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  problems.push(...result.error.issues.map((issue) => issue.message));
  return undefined;
}

export const NAME_REQUIRED_MESSAGE = 'Enter a business name or a contact name';

/**
 * A client is found by its name in every list and filter, so one without either name is refused
 * (400 `clients.invalid_input`). `stored` is the client before an update; on create there is none.
 */
export function requireName(
  changes: ClientChanges,
  stored?: Pick<ClientChanges, 'businessName' | 'contactName'>,
): void {
  const businessName = changes.businessName ?? stored?.businessName ?? '';
  const contactName = changes.contactName ?? stored?.contactName ?? '';
  if (businessName === '' && contactName === '') {
    throw new ServiceException(ServiceErrorReasons.INVALID_CLIENT, NAME_REQUIRED_MESSAGE);
  }
}
