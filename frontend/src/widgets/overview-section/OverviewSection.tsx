import { Alert, Button, Flex, Typography } from 'antd';
import { useAppSelector } from '../../shared/store/hooks';
import { selectSessionUser } from '../../shared/session/sessionSlice';
import { useDashboardStatsQuery } from '../../entities/activity';
import { MoneyTotals } from './components/MoneyTotals';
import { QuickActions } from './components/QuickActions';
import { RecentActivity } from './components/RecentActivity';
import { StatTiles } from './components/StatTiles';

/** The dashboard's first section: a welcome, the three counts, the money owed, recent activity and shortcuts. */
export function OverviewSection() {
  const user = useAppSelector(selectSessionUser);
  const stats = useDashboardStatsQuery();
  const name = user?.username || user?.name || user?.email;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {name ? `Welcome back, ${name}!` : 'Welcome back!'}
      </Typography.Title>
      {stats.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load dashboard data"
          action={<Button onClick={() => void stats.refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <StatTiles stats={stats.data} loading={stats.isLoading} />
          <MoneyTotals />
        </>
      )}
      <QuickActions />
      <RecentActivity />
    </Flex>
  );
}
