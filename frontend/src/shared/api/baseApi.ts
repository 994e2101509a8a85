import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';

/**
 * The one RTK Query slice. Features add their calls with `api.injectEndpoints` so every
 * request shares one cache, one middleware and one list of tags. Signed-in calls pass
 * `extraOptions: { auth: 'required' }` (see apiBaseQuery).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  // Declared here, not per feature, so one feature's mutation can invalidate another's queries
  // (deleting a client refreshes document lists, for example).
  tagTypes: [
    'User',
    'Document',
    'Client',
    'Preferences',
    'Stats',
    'Subscription',
    'StripeConnect',
    'Recurring',
  ],
  endpoints: () => ({}),
});
