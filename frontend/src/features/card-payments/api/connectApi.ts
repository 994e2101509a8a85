import { api } from '../../../shared/api/baseApi';

/** GET /api/stripe/connect: the owner's Stripe account for pay-now links (issue 24). */
export type ConnectStatus = { connected: boolean; account_id: string | null; charges_enabled: boolean };

const signedInCall = { auth: 'required' } as const;

/** The gateway answers the fields at the top level; an enveloped `data` is read the same. */
const unwrap = <T>(reply: T | { data: T }): T =>
  typeof reply === 'object' && reply !== null && 'data' in reply ? reply.data : reply;

export const connectApi = api.injectEndpoints({
  endpoints: (build) => ({
    connectStatus: build.query<ConnectStatus, void>({
      query: () => '/stripe/connect',
      transformResponse: (reply: ConnectStatus | { data: ConnectStatus }) => unwrap(reply),
      extraOptions: signedInCall,
      providesTags: ['StripeConnect'],
    }),
    /** Stripe's onboarding page for this owner, made now (account links expire). */
    startConnectOnboarding: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/stripe/connect/onboarding', method: 'POST' }),
      transformResponse: (reply: { url: string } | { data: { url: string } }) => unwrap(reply),
      extraOptions: signedInCall,
    }),
    disconnectStripe: build.mutation<unknown, void>({
      query: () => ({ url: '/stripe/connect', method: 'DELETE' }),
      extraOptions: signedInCall,
      invalidatesTags: ['StripeConnect'],
    }),
  }),
});

export const { useConnectStatusQuery, useStartConnectOnboardingMutation, useDisconnectStripeMutation } =
  connectApi;
