import type { LateFee, ReminderRule } from '@paydraft/invoice-core';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '../../../shared/api/baseApi';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';

/** What POST /api/form-preferences takes: every preference field, logo_url and custom_fields or null. */
export type PreferencesPayload = {
  business_name: string;
  business_email: string;
  business_address: string;
  business_phone: string;
  business_website: string;
  default_currency: string;
  tax_rate: number;
  invoice_prefix: string;
  next_invoice_number: number;
  invoice_terms: string;
  invoice_validity_days: number | null;
  invoice_notes: string;
  quote_prefix: string;
  next_quote_number: number;
  quote_terms: string;
  quote_validity_days: number | null;
  quote_notes: string;
  logo_url: string | null;
  custom_fields: { id: number; name: string }[] | null;
  business_address_lines: string[];
  business_postal_code: string;
  business_city: string;
  business_region: string;
  business_country: string;
  business_vat_id: string;
  business_registration_id: string;
  payment_iban: string;
  payment_bic: string;
  payment_account_name: string;
  payment_instructions: string;
  taxes: { id: string; name: string; rate: string; category: string; compound: boolean }[];
  default_tax_id: string;
  reminders: ReminderRule[];
  reminder_repeat_days: number;
  reminder_max_repeats: number;
  late_fee: LateFee | null;
  quote_reminder_days: number;
  time_zone: string;
  language: string;
};

export type PreferencesReply = { success: boolean; preferences?: FormPreferences | null; error?: string };

export type LogoUploadReply = { success: boolean; logoUrl: string; error?: string };

const signedInCall = { auth: 'required' } as const;

/** Shares the logo upload's state with the save bar, which waits for the upload to end. */
export const LOGO_UPLOAD_KEY = 'preferences-logo-upload';

export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The saved preferences, or null when none are saved yet (the server's 404). */
    formPreferences: build.query<FormPreferences | null, void>({
      query: () => ({
        url: '/form-preferences',
        // 404 is an answer here, not a failure: the page starts from the spec's defaults.
        validateStatus: (response) => response.ok || response.status === 404,
        responseHandler: 'content-type',
      }),
      transformResponse: (reply: PreferencesReply | string | null, meta) =>
        (meta as FetchBaseQueryMeta | undefined)?.response?.status === 404 ||
        typeof reply !== 'object' ||
        reply === null
          ? null
          : (reply.preferences ?? null),
      extraOptions: signedInCall,
      providesTags: ['Preferences'],
    }),
    saveFormPreferences: build.mutation<PreferencesReply, PreferencesPayload>({
      query: (body) => ({ url: '/form-preferences', method: 'POST', body }),
      extraOptions: signedInCall,
      invalidatesTags: ['Preferences'],
    }),
    /** Stores the logo at once; the returned relative logoUrl is what the preferences save. */
    uploadLogo: build.mutation<LogoUploadReply, File>({
      query: (file) => {
        const body = new FormData();
        body.append('logo', file, file.name);
        return { url: '/upload/logo', method: 'POST', body };
      },
      extraOptions: signedInCall,
    }),
    removeLogo: build.mutation<{ success: boolean; error?: string }, void>({
      query: () => ({ url: '/upload/logo', method: 'DELETE' }),
      extraOptions: signedInCall,
    }),
  }),
});

export const {
  useFormPreferencesQuery,
  useSaveFormPreferencesMutation,
  useUploadLogoMutation,
  useRemoveLogoMutation,
} = preferencesApi;
