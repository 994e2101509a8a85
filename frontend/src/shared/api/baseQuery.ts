import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { signedOut, type SessionState } from '../session/sessionSlice';

/** The spec's wording after a 401 on a signed-in call, and when a signed-in call has no token. */
export const AUTH_EXPIRED = 'Authentication expired';
export const NO_AUTH_TOKEN = 'No authentication token';

/**
 * `required`: the call needs the session (spec "(auth)"); without a token it fails before any
 * request, and a 401 ends the session. `optional`: the token goes along when there is one (the
 * server may answer better for a signed-in user), and a 401 ends the session too.
 */
export type AuthMode = 'required' | 'optional';
export type ApiExtraOptions = { auth?: AuthMode };

const fetchFromApi = fetchBaseQuery({ baseUrl: '/api' });

/**
 * Another source of answers for a whole store (the demo dashboard's sample data): given as the
 * store's thunk extra argument, it answers every call instead of the network, session checks too.
 */
export type ApiSource = (
  args: string | FetchArgs,
) => Promise<{ data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined }>;
export type ApiStoreExtra = { source?: ApiSource };

function withBearer(args: string | FetchArgs, token: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('authorization', `Bearer ${token}`);
  return { ...request, headers };
}

/** fetchBaseQuery plus the session: the bearer token on signed-in calls, and the spec's 401 handling. */
export const apiBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const source = (api.extra as ApiStoreExtra | undefined)?.source;
  if (source) return source(args);
  const mode = extraOptions?.auth;
  const token = mode ? (api.getState() as { session: SessionState }).session.token : null;
  if (mode === 'required' && !token) {
    return { error: { status: 'CUSTOM_ERROR', error: NO_AUTH_TOKEN } };
  }
  const result = await fetchFromApi(token ? withBearer(args, token) : args, api, extraOptions ?? {});
  if (token && result.error?.status === 401) {
    api.dispatch(signedOut());
    return { error: { status: 401, data: { success: false, error: AUTH_EXPIRED } } };
  }
  return result;
};
