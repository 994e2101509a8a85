import { api } from '../../../app/api';

export type DashboardStats = { pendingQuotes: number; completedQuotes: number; completedInvoices: number };

/** One entry of the owner's activity feed (GET /api/dashboard/recent-activity). */
export type Activity = {
  id: string;
  action:
    | 'created'
    | 'updated'
    | 'status_changed'
    | 'converted'
    | 'deleted'
    | 'sent'
    | 'viewed'
    | 'accepted'
    | 'rejected';
  document_type: 'invoice' | 'quote';
  document_id: string;
  document_number: string;
  status: string;
  created_at: string;
};

const signedInCall = { auth: 'required' } as const;

export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardStats: build.query<DashboardStats, void>({
      query: () => '/stats',
      extraOptions: signedInCall,
      transformResponse: (reply: { data: DashboardStats }) => reply.data,
      providesTags: ['Stats'],
    }),
    recentActivity: build.query<Activity[], void>({
      query: () => '/dashboard/recent-activity',
      extraOptions: signedInCall,
      transformResponse: (reply: { data: { activities: Activity[] } }) => reply.data.activities,
      // A saved, changed or deleted document changes the feed: their mutations invalidate these tags.
      providesTags: ['Stats', 'Document'],
    }),
  }),
});

export const { useDashboardStatsQuery, useRecentActivityQuery } = overviewApi;
