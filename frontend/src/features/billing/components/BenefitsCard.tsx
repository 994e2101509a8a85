import { Card } from 'antd';
import { PRO_BENEFITS } from '../../../entities/plan';
import { CheckList } from '../../../shared/components/CheckList';

/** 'Your Benefits': what Pro (and so Lifetime) gives. */
export function BenefitsCard() {
  return (
    <Card title="Your Benefits">
      <CheckList items={PRO_BENEFITS} />
    </Card>
  );
}
