import { api } from '../../../shared/api/baseApi';

export type UpDown = 'up' | 'down';

/**
 * What /api/health tells anyone: whether the product works. The services' detail (names, versions,
 * latencies, instances) is for operators with the ops token, never for the page.
 */
export type PublicHealth = { status: UpDown };

/** 200 is up, 503 down: both are answers, not a gateway out of reach. */
const answeredStatus = (response: Response) => response.status === 200 || response.status === 503;

export const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<PublicHealth, void>({
      query: () => ({ url: '/health', validateStatus: answeredStatus }),
    }),
  }),
});

export const { useGetHealthQuery } = statusApi;
