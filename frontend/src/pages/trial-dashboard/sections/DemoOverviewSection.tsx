import { Flex } from 'antd';
import { OverviewSection } from '../../../widgets/overview-section';
import { DemoPrivacyNotice } from '../components/DemoPrivacyNotice';

/** The real overview on the sample figures, with the demo's privacy notice above it. */
export function DemoOverviewSection() {
  return (
    <Flex vertical gap={16}>
      <DemoPrivacyNotice />
      <OverviewSection />
    </Flex>
  );
}
