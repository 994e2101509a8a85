import { api } from '../../../shared/api/baseApi';

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
    | 'rejected'
    // Issue 24: the owner's payments and the pay-now flow's card payments and refunds.
    | 'payment_recorded'
    | 'payment_deleted'
    | 'payment_refunded'
    // Issue 25: the scheduler's entries.
    | 'reminder_sent'
    | 'created_from_recurring'
    | 'marked_overdue'
    | 'expired';
  document_type: 'invoice' | 'quote' | 'credit_note';
  document_id: string;
  document_number: string;
  status: string;
  created_at: string;
  /** reminder_sent: which reminder (1, 2, 3, then the repeats). */
  reminder?: number;
  /** created_from_recurring: the profile that made the invoice. */
  recurring_id?: string;
};

/** One currency's exact sum (decimal text) of `count` invoices. */
export type CurrencyTotal = { currency: string; amount: string; count: number };
/** One month's payments (YYYY-MM) in one currency, exact decimal text. */
export type MonthlyPaid = { month: string; currency: string; amount: string };
/**
 * GET /api/dashboard/totals: the balances of outstanding invoices (sent, viewed, partially paid, overdue)
 * and of the overdue ones, payments of the last 30 days, and of each of the last 12 months (every month
 * listed per currency paid in, oldest first; none at all without payments).
 */
export type MoneyTotals = {
  outstanding: CurrencyTotal[];
  overdue: CurrencyTotal[];
  paid_last_30_days: CurrencyTotal[];
  paid_by_month: MonthlyPaid[];
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
    moneyTotals: build.query<MoneyTotals, void>({
      query: () => '/dashboard/totals',
      extraOptions: signedInCall,
      transformResponse: (reply: { data: MoneyTotals }) => reply.data,
      providesTags: ['Stats', 'Document'],
    }),
    /** One document's events, newest first: its edit page's timeline. */
    documentTimeline: build.query<Activity[], string>({
      query: (documentId) => ({ url: '/dashboard/recent-activity', params: { document_id: documentId } }),
      extraOptions: signedInCall,
      transformResponse: (reply: { data: { activities: Activity[] } }) => reply.data.activities,
      providesTags: ['Stats', 'Document'],
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

export const {
  useDashboardStatsQuery,
  useMoneyTotalsQuery,
  useRecentActivityQuery,
  useDocumentTimelineQuery,
} = overviewApi;
