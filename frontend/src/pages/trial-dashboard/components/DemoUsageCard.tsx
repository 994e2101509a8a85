import { Card, Flex, Progress, Typography } from 'antd';
import { DEMO_USAGE } from '../model/demoData';

const meters = [
  { label: 'Invoices', used: DEMO_USAGE.invoices_used, limit: DEMO_USAGE.invoices_limit },
  { label: 'Quotes', used: DEMO_USAGE.quotes_used, limit: DEMO_USAGE.quotes_limit },
];

/** The sample plan usage of the demo account (45 of 100 invoices, 23 of 100 quotes). */
export function DemoUsageCard() {
  return (
    <Card title="Plan usage this month">
      <Flex vertical gap={12}>
        {meters.map(({ label, used, limit }) => (
          <div key={label}>
            <Typography.Text>
              {label}: {used} / {limit}
            </Typography.Text>
            <Progress
              percent={Math.round((used / limit) * 100)}
              showInfo={false}
              aria-label={`${label} used`}
            />
          </div>
        ))}
      </Flex>
    </Card>
  );
}
