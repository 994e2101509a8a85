export { useDashboardStatsQuery, useMoneyTotalsQuery, useRecentActivityQuery } from './api/overviewApi';
export type { Activity, DashboardStats, MonthlyPaid } from './api/overviewApi';
export { activityText } from './model/activityText';
export { DocumentTimeline } from './ui/DocumentTimeline';
