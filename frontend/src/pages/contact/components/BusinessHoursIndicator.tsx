import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { BUSINESS_HOURS_REFRESH_MS, isOpenAt } from '../model/businessHours';

/**
 * 'Open Now' from 8:00 to 22:00 U.S. Eastern Time, else 'Closed Now'; looks again every minute. The
 * tag waits for the visitor's clock: in the page's prerendered HTML it is hidden.
 */
export function BusinessHoursIndicator() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(() => isOpenAt(new Date()));

  useEffect(() => {
    const timer = window.setInterval(() => setOpen(isOpenAt(new Date())), BUSINESS_HOURS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Flex align="center" gap={8} wrap>
      <Tag
        role="status"
        // The theme's success green reads at 4.5:1 on its tint; antd's 'green' preset does not (3.4:1).
        color={hydrated && open ? 'success' : 'default'}
        icon={<ClockCircleOutlined aria-hidden />}
        // Kept in the layout, hidden, until the visitor's clock is known, so the page does not move.
        style={{ fontSize: 14, padding: '2px 10px', margin: 0, visibility: hydrated ? undefined : 'hidden' }}
      >
        {hydrated && open ? 'Open Now' : 'Closed Now'}
      </Tag>
      <Typography.Text type="secondary">Every day, 8:00 – 22:00 U.S. Eastern Time</Typography.Text>
    </Flex>
  );
}
