import { Flex } from 'antd';
import { AccountPanel } from '../../../features/manage-account';
import { DemoUsageCard } from '../components/DemoUsageCard';

/** The real account panel on the demo user (every save is a blocked write), plus the sample usage. */
export function DemoAccountSection() {
  return (
    <Flex vertical gap={16}>
      <AccountPanel />
      <DemoUsageCard />
    </Flex>
  );
}
