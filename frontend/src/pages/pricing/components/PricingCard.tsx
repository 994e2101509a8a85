import { Badge, Card, Flex, Typography } from 'antd';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { CheckList } from '../../../shared/components/CheckList';
import type { PricingTier } from '../model/pricingTiers';

/** One tier: price, what it includes, its terms and a link to where it starts. */
export function PricingCard({ tier }: { tier: PricingTier }) {
  const card = (
    <Card
      className={`pricing-card pricing-card--${tier.id}`}
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {tier.name}
        </Typography.Title>
      }
      aria-label={`${tier.name} plan`}
    >
      <Flex vertical gap={16} className="pricing-card__body">
        <Typography.Text>
          <span className="pricing-card__price">${tier.price}</span>{' '}
          <Typography.Text type="secondary">{tier.priceNote}</Typography.Text>
        </Typography.Text>
        <CheckList items={tier.features} />
        <Typography.Text type="secondary">{tier.terms}</Typography.Text>
        <ButtonLink
          className="pricing-card__action"
          type={tier.id === 'free' ? 'default' : 'primary'}
          size="large"
          block
          to={tier.action.to}
        >
          {tier.action.label}
        </ButtonLink>
      </Flex>
    </Card>
  );
  return tier.popular ? (
    <Badge.Ribbon text="Most popular" color="#1d4ed8">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
