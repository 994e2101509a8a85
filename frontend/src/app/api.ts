import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query slice. Features add their calls with `api.injectEndpoints` so every
 * request shares one cache, one middleware and one list of tags.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  // Declared here, not per feature, so one feature's mutation can invalidate another's queries
  // (deleting a client refreshes document lists, for example).
  tagTypes: ['User', 'Document', 'Client', 'Preferences', 'Stats', 'Subscription'],
  endpoints: () => ({}),
});
