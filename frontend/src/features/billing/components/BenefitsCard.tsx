import { Card } from 'antd';
import { PRO_BENEFITS } from '../model/plans';
import { CheckList } from './CheckList';

/** 'Your Benefits': what Pro (and so Lifetime) gives. */
export function BenefitsCard() {
  return (
    <Card title="Your Benefits">
      <CheckList items={PRO_BENEFITS} />
    </Card>
  );
}
