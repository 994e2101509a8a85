import { Alert, Progress } from 'antd';
import type { FreeLimit } from '../hooks/useFreeLimit';

/** The spec's warning when 2 or fewer free generations remain today. */
export function LimitBanner({ limit }: { limit: FreeLimit }) {
  const { banner } = limit;
  if (!banner) return null;
  return (
    <Alert
      type={banner.type}
      showIcon
      role="status"
      className="limit-banner"
      title={banner.message}
      description={
        banner.percentUsed !== undefined ? (
          <Progress
            percent={banner.percentUsed}
            showInfo={false}
            size="small"
            aria-label={`${limit.used} of ${limit.limit} free documents used today`}
          />
        ) : undefined
      }
    />
  );
}
