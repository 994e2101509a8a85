import { api } from '../../../shared/api/baseApi';

const signedInCall = { auth: 'required' } as const;

/** `{ password }` for an account with one, `{ confirm: 'DELETE' }` for a Google-only account. */
export type DeleteAccountArgs = { password: string } | { confirm: 'DELETE' };

export const accountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 202: the token ends at once; every service erases the rest within seconds. */
    deleteAccount: build.mutation<{ success: true }, DeleteAccountArgs>({
      query: (body) => ({ url: '/account', method: 'DELETE', body }),
      extraOptions: signedInCall,
    }),
  }),
});

export const { useDeleteAccountMutation } = accountDataApi;
