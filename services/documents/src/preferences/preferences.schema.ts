import { Schema, type InferSchemaType } from 'mongoose';

export const PREFERENCES_MODEL = 'FormPreferences';

/**
 * An owner's form preferences (`_id` is the owner id). The next numbers are not kept here: they
 * live in the number counters, which saving the preferences sets.
 */
export const preferencesSchema = new Schema(
  {
    _id: { type: String, required: true },
    businessName: { type: String, default: '' },
    businessEmail: { type: String, default: '' },
    businessAddress: { type: String, default: '' },
    businessPhone: { type: String, default: '' },
    businessWebsite: { type: String, default: '' },
    defaultCurrency: { type: String, required: true },
    taxRate: { type: String, required: true },
    invoicePrefix: { type: String, required: true },
    invoiceTerms: { type: String, default: '' },
    invoiceValidityDays: { type: Number, required: true },
    invoiceNotes: { type: String, default: '' },
    quotePrefix: { type: String, required: true },
    quoteTerms: { type: String, default: '' },
    quoteValidityDays: { type: Number, required: true },
    quoteNotes: { type: String, default: '' },
    logoUrl: { type: String, default: '' },
    customFields: { type: [new Schema({ id: Number, name: String }, { _id: false })], default: [] },
    // The structured seller, bank details and default taxes (docs/money-model-api.md): absent on preferences
    // saved before they existed, which read back as empty.
    businessAddressLines: { type: [String], default: undefined },
    businessPostalCode: String,
    businessCity: String,
    businessRegion: String,
    businessCountry: String,
    businessVatId: String,
    businessRegistrationId: String,
    paymentIban: String,
    paymentBic: String,
    paymentAccountName: String,
    paymentInstructions: String,
    taxes: {
      type: [
        new Schema(
          { id: String, name: String, rate: String, category: String, compound: Boolean },
          { _id: false },
        ),
      ],
      default: undefined,
    },
    defaultTaxId: String,
    // The reminder settings (docs/reminders.md): absent on preferences saved before they existed,
    // which read back as the defaults (no reminders, no late fee, UTC).
    reminders: {
      type: [new Schema({ days: Number, anchor: String }, { _id: false })],
      default: undefined,
    },
    reminderRepeatDays: Number,
    reminderMaxRepeats: Number,
    // `type` is Mongoose's own key: spelled out as a field of its own.
    lateFee: {
      type: new Schema({ type: { type: String }, value: { type: String } }, { _id: false }),
      default: undefined,
    },
    quoteReminderDays: Number,
    timeZone: String,
    // The owner's default document language (BCP 47); absent or '': en-US.
    language: String,
  },
  { collection: 'form_preferences', timestamps: true },
);

export type StoredPreferences = InferSchemaType<typeof preferencesSchema> & { _id: string };
