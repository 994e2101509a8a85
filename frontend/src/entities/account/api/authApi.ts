import { api } from '../../../shared/api/baseApi';
import type { SessionUser } from '../../../shared/session/sessionUser';
import { withRetryAfter } from './retryAfter';

/** What sign-in, sign-up and the Google exchange answer. */
export type SessionReply = { success: true; token: string; user: SessionUser; isNewUser?: boolean };

export type LoginArgs = { emailOrUsername: string; password: string };
export type SignupArgs = {
  email: string;
  username?: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
  recaptchaToken?: string;
};
export type Availability = { available: boolean; message?: string };
export type MessageReply = { success: boolean; message?: string };

/** What the page reads about this deployment before rendering the sign-in and sign-up forms. */
export type PublicConfig = {
  botCheck: { enabled: boolean; siteKey: string | null };
  google: { enabled: boolean };
};

const signedInCall = { auth: 'required' } as const;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicConfig: build.query<PublicConfig, void>({ query: () => '/config' }),
    me: build.query<{ success: true; user: SessionUser }, void>({
      query: () => '/auth/me',
      extraOptions: signedInCall,
      providesTags: ['User'],
    }),
    login: build.mutation<SessionReply, LoginArgs>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    signup: build.mutation<SessionReply, SignupArgs>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    exchangeLoginCode: build.mutation<SessionReply, { code: string }>({
      query: (body) => ({ url: '/auth/exchange', method: 'POST', body }),
    }),
    logout: build.mutation<{ success: true }, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      extraOptions: signedInCall,
    }),
    checkUsername: build.query<Availability, { username: string; recaptchaToken?: string }>({
      query: ({ username, recaptchaToken }) => ({
        url: `/auth/check-username/${encodeURIComponent(username)}`,
        params: recaptchaToken ? { recaptchaToken } : undefined,
      }),
    }),
    checkUsernameSignedIn: build.query<Availability, string>({
      query: (username) => `/auth/check-username-auth/${encodeURIComponent(username)}`,
      extraOptions: signedInCall,
    }),
    checkEmail: build.query<Availability, string>({
      query: (email) => ({ url: '/auth/check-email', method: 'POST', body: { email } }),
    }),
    forgotPassword: build.mutation<MessageReply, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    resetPassword: build.mutation<MessageReply, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    changeEmail: build.mutation<
      { success: true; message: string; pendingEmail: string },
      { newEmail: string }
    >({
      query: (body) => ({ url: '/auth/change-email', method: 'POST', body }),
      extraOptions: signedInCall,
      invalidatesTags: ['User'],
    }),
    confirmEmailChange: build.mutation<{ success: true; email: string }, { token: string }>({
      query: (body) => ({ url: '/auth/confirm-email-change', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    changeUsername: build.mutation<{ success: true }, { newUsername: string }>({
      query: (body) => ({ url: '/auth/change-username', method: 'POST', body }),
      extraOptions: signedInCall,
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<{ success: true }, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
      extraOptions: signedInCall,
    }),
    setPassword: build.mutation<{ success: true }, { newPassword: string }>({
      query: (body) => ({ url: '/auth/set-password', method: 'POST', body }),
      extraOptions: signedInCall,
      invalidatesTags: ['User'],
    }),
    /** The dashboard-access probe: only the status is read. */
    accessProbe: build.query<unknown, void>({
      query: () => '/stats',
      extraOptions: signedInCall,
      providesTags: ['Stats'],
    }),
  }),
});

export const {
  usePublicConfigQuery,
  useMeQuery,
  useLoginMutation,
  useSignupMutation,
  useExchangeLoginCodeMutation,
  useLogoutMutation,
  useLazyCheckUsernameQuery,
  useLazyCheckUsernameSignedInQuery,
  useLazyCheckEmailQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangeEmailMutation,
  useConfirmEmailChangeMutation,
  useChangeUsernameMutation,
  useChangePasswordMutation,
  useSetPasswordMutation,
} = authApi;
