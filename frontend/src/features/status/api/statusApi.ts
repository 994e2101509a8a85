import { api } from '../../../app/api';

export type UpDown = 'up' | 'down';

export type ServiceHealth = {
  name: string;
  status: UpDown;
  version: string | null;
  latencyMs: number | null;
  /** The service's own database; 'none' for stateless services, null when it did not answer. */
  store: UpDown | 'none' | null;
  error?: string;
};

export type HealthReport = {
  status: UpDown;
  services: ServiceHealth[];
};

export const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthReport, void>({
      query: () => '/health',
    }),
  }),
});

export const { useGetHealthQuery } = statusApi;
