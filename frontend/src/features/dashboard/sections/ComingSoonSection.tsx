import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

type ComingSoonSectionProps = {
  /** The name the finished screen will carry, e.g. 'Document History'. */
  heading: string;
  summary: string;
  /** What the finished screen will hold, one short line each. */
  features: string[];
  /** A way to get the job done meanwhile, if there is one. */
  action?: ReactNode;
};

/** A dashboard section that a later piece of work fills: says so, and names what it will hold. */
export function ComingSoonSection({ heading, summary, features, action }: ComingSoonSectionProps) {
  return (
    <Card className="coming-soon">
      <Tag icon={<ClockCircleOutlined />} color="blue" className="coming-soon__tag">
        Coming soon
      </Tag>
      <Typography.Title level={2} className="coming-soon__heading">
        {heading}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="coming-soon__summary">
        {summary}
      </Typography.Paragraph>
      <Typography.Text strong>What it will hold</Typography.Text>
      <ul className="coming-soon__features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action}
    </Card>
  );
}
