import { Injectable } from '@nestjs/common';
import { type FormPreferences, ServiceErrorReasons } from '@paydraft/contracts';
import { normalizeWebsite } from '@paydraft/invoice-core';
import { InjectModel, ServiceException } from '@paydraft/nest-kit';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { FormPreferencesSchema } from '@paydraft/contracts';
import type { Model } from 'mongoose';
import type { DocumentTypeName } from '../documents/statuses';
import { NumberingService } from '../numbering/numbering.service';
import { PREFERENCE_DEFAULTS } from './preference-defaults';
import { checkPreferences } from './preferences.rules';
import { PREFERENCES_MODEL, type StoredPreferences } from './preferences.schema';
import {
  NO_REMINDERS,
  reminderPreferencesOf,
  reminderSettingsOf,
  storedRemindersOf,
  type ReminderSettings,
} from './reminder-preferences';
import { sellerPreferencesOf, storedSellerOf } from './seller-preferences';

/** What numbering and conversion need of an owner's preferences, defaults filled in. */
export type NumberingPreferences = {
  prefix: string;
  validityDays: number;
  currency: string;
  taxRate: string;
};

/** An owner's form preferences, and the defaults the service works with when none are saved. */
@Injectable()
export class PreferencesService {
  constructor(
    @InjectModel(PREFERENCES_MODEL) private readonly preferences: Model<StoredPreferences>,
    private readonly numbering: NumberingService,
  ) {}

  async get(ownerId: string): Promise<MessageInitShape<typeof FormPreferencesSchema>> {
    const stored = await this.preferences.findById(ownerId).lean<StoredPreferences>();
    if (!stored) {
      throw new ServiceException(ServiceErrorReasons.PREFERENCES_NOT_FOUND, 'No form preferences saved yet');
    }
    const [nextInvoice, nextQuote] = await Promise.all([
      this.numbering.peek(ownerId, 'invoice'),
      this.numbering.peek(ownerId, 'quote'),
    ]);
    return {
      businessName: stored.businessName,
      businessEmail: stored.businessEmail,
      businessAddress: stored.businessAddress,
      businessPhone: stored.businessPhone,
      businessWebsite: stored.businessWebsite,
      defaultCurrency: stored.defaultCurrency,
      taxRate: stored.taxRate,
      invoicePrefix: stored.invoicePrefix,
      nextInvoiceNumber: nextInvoice ?? PREFERENCE_DEFAULTS.nextNumber,
      invoiceTerms: stored.invoiceTerms,
      invoiceValidityDays: stored.invoiceValidityDays,
      invoiceNotes: stored.invoiceNotes,
      quotePrefix: stored.quotePrefix,
      nextQuoteNumber: nextQuote ?? PREFERENCE_DEFAULTS.nextNumber,
      quoteTerms: stored.quoteTerms,
      quoteValidityDays: stored.quoteValidityDays,
      quoteNotes: stored.quoteNotes,
      logoUrl: stored.logoUrl,
      customFields: stored.customFields.map((field) => ({ id: field.id ?? 0, name: field.name ?? '' })),
      ...sellerPreferencesOf(stored),
      ...reminderPreferencesOf(stored),
      language: stored.language ?? '',
    };
  }

  async save(ownerId: string, input: FormPreferences) {
    const { seller, reminders, language } = checkPreferences(input);
    await this.preferences.updateOne(
      { _id: ownerId },
      {
        $set: {
          businessName: input.businessName,
          businessEmail: input.businessEmail,
          businessAddress: input.businessAddress,
          businessPhone: input.businessPhone,
          businessWebsite: normalizeWebsite(input.businessWebsite),
          defaultCurrency: input.defaultCurrency.toUpperCase(),
          taxRate: input.taxRate,
          invoicePrefix: input.invoicePrefix,
          invoiceTerms: input.invoiceTerms,
          invoiceValidityDays: input.invoiceValidityDays,
          invoiceNotes: input.invoiceNotes,
          quotePrefix: input.quotePrefix,
          quoteTerms: input.quoteTerms,
          quoteValidityDays: input.quoteValidityDays,
          quoteNotes: input.quoteNotes,
          logoUrl: input.logoUrl,
          customFields: input.customFields.map(({ id, name }) => ({ id, name })),
          ...storedSellerOf(seller),
          ...storedRemindersOf(reminders),
          language,
        },
      },
      { upsert: true },
    );
    await Promise.all([
      this.numbering.set(ownerId, 'invoice', input.nextInvoiceNumber),
      this.numbering.set(ownerId, 'quote', input.nextQuoteNumber),
    ]);
    return this.get(ownerId);
  }

  /**
   * The owner's reminder settings, for the reminder scheduler: the defaults (no reminders, no late
   * fee, UTC) when they saved no preferences, or saved them before reminders existed.
   */
  async reminderSettings(ownerId: string): Promise<ReminderSettings> {
    return reminderSettingsOf(await this.preferences.findById(ownerId).lean<StoredPreferences>());
  }

  /** Several owners' reminder settings in one read (one per scheduler run). */
  async reminderSettingsOfOwners(ownerIds: readonly string[]): Promise<Map<string, ReminderSettings>> {
    const stored = await this.preferences.find({ _id: { $in: [...ownerIds] } }).lean<StoredPreferences[]>();
    const byOwner = new Map(stored.map((entry) => [String(entry._id), reminderSettingsOf(entry)]));
    return new Map(ownerIds.map((id) => [id, byOwner.get(id) ?? NO_REMINDERS]));
  }

  /** The prefix and defaults for a new document of `type`: saved ones, else the spec's. */
  async forNumbering(ownerId: string, type: DocumentTypeName): Promise<NumberingPreferences> {
    const stored = await this.preferences.findById(ownerId).lean<StoredPreferences>();
    if (type === 'credit_note') {
      // No preference names a credit note's prefix, and nothing falls due on one.
      return {
        prefix: PREFERENCE_DEFAULTS.prefix.credit_note,
        validityDays: 0,
        currency: stored?.defaultCurrency || PREFERENCE_DEFAULTS.currency,
        taxRate: stored?.taxRate || PREFERENCE_DEFAULTS.taxRate,
      };
    }
    return {
      prefix:
        (type === 'invoice' ? stored?.invoicePrefix : stored?.quotePrefix) ||
        PREFERENCE_DEFAULTS.prefix[type],
      validityDays:
        (type === 'invoice' ? stored?.invoiceValidityDays : stored?.quoteValidityDays) ??
        PREFERENCE_DEFAULTS.validityDays,
      currency: stored?.defaultCurrency || PREFERENCE_DEFAULTS.currency,
      taxRate: stored?.taxRate || PREFERENCE_DEFAULTS.taxRate,
    };
  }
}
