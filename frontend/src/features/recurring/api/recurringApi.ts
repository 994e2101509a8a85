import type { RecurringFrequency } from '@paydraft/invoice-core';
import { api } from '../../../shared/api/baseApi';
import type { ApiSchema } from '../../../shared/api/generated';

/** How a profile ends (docs/recurring-invoices.md). */
export type RecurringEnd =
  { type: 'never' } | { type: 'after'; count: number } | { type: 'on'; date: string };

export type RecurringStatus = 'active' | 'paused' | 'ended';

/** What POST and PUT /api/recurring-invoices take. */
export type RecurringInput = {
  /** The saved-document payload of the template invoice, with client_id. */
  invoice: Record<string, unknown>;
  frequency: RecurringFrequency;
  /** YYYY-MM-DD, the first occurrence. */
  start_date: string;
  end: RecurringEnd;
  /** IANA zone the send time is read in. */
  time_zone: string;
  /** HH:mm, wall-clock time in time_zone. */
  send_time: string;
  /** 'Create and email to the client' when true, else a draft. */
  auto_send: boolean;
  due_days: number;
};

/** A profile as the gateway answers it (the API's RecurringProfile), its enumerations named. */
export type RecurringProfile = Omit<ApiSchema<'RecurringProfile'>, 'frequency' | 'end' | 'status'> & {
  frequency: RecurringFrequency;
  end: RecurringEnd;
  status: RecurringStatus;
};

export type MadeInvoice = { id: string; document_number: string; document_type: 'invoice' } & Record<
  string,
  unknown
>;

type ProfileReply = { success: boolean; data: RecurringProfile };

const signedInCall = { auth: 'required' } as const;
const profilePath = (id: string) => `/recurring-invoices/${encodeURIComponent(id)}`;
const LIST = { type: 'Recurring', id: 'LIST' } as const;

export const recurringApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A saved invoice as GET /api/documents/invoice/{id} answers it: a made invoice's link, a profile's template. */
    savedInvoice: build.query<MadeInvoice, string>({
      query: (id) => `/documents/invoice/${encodeURIComponent(id)}`,
      transformResponse: (reply: { data: MadeInvoice }) => reply.data,
      extraOptions: signedInCall,
      providesTags: ['Document'],
    }),
    recurringProfiles: build.query<RecurringProfile[], void>({
      query: () => '/recurring-invoices',
      transformResponse: (reply: { data: { profiles: RecurringProfile[] } }) => reply.data.profiles,
      extraOptions: signedInCall,
      providesTags: [LIST],
    }),
    createRecurring: build.mutation<RecurringProfile, RecurringInput>({
      query: (body) => ({ url: '/recurring-invoices', method: 'POST', body }),
      transformResponse: (reply: ProfileReply) => reply.data,
      extraOptions: signedInCall,
      invalidatesTags: [LIST],
    }),
    updateRecurring: build.mutation<RecurringProfile, { id: string; input: RecurringInput }>({
      query: ({ id, input }) => ({ url: profilePath(id), method: 'PUT', body: input }),
      transformResponse: (reply: ProfileReply) => reply.data,
      extraOptions: signedInCall,
      invalidatesTags: [LIST],
    }),
    deleteRecurring: build.mutation<unknown, string>({
      query: (id) => ({ url: profilePath(id), method: 'DELETE' }),
      extraOptions: signedInCall,
      invalidatesTags: [LIST],
    }),
    /** Pause, resume or skip the next occurrence: each answers the profile. */
    recurringAction: build.mutation<RecurringProfile, { id: string; action: RecurringAction }>({
      query: ({ id, action }) => ({ url: `${profilePath(id)}/${action}`, method: 'POST' }),
      transformResponse: (reply: ProfileReply) => reply.data,
      extraOptions: signedInCall,
      invalidatesTags: [LIST],
    }),
  }),
});

export type RecurringAction = 'pause' | 'resume' | 'skip';

export const {
  useRecurringProfilesQuery,
  useSavedInvoiceQuery,
  useCreateRecurringMutation,
  useUpdateRecurringMutation,
  useDeleteRecurringMutation,
  useRecurringActionMutation,
} = recurringApi;
