import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../../shared/paths';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PricingCard } from './components/PricingCard';
import { PRICING_TIERS } from './model/pricingTiers';
import './PricingPage.css';

/** /pricing: Free, Pro (most popular) and Lifetime side by side. */
export function PricingPage() {
  usePageMeta(PAGE_META[PATHS.pricing]);

  return (
    <Flex vertical align="center" gap={24} className="pricing-page">
      <Flex vertical align="center" gap={4}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Pricing
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center', fontSize: 16 }}>
          Start free. Upgrade when you want saved documents, clients and email sharing.
        </Typography.Paragraph>
      </Flex>
      <div className="pricing-page__cards">
        {PRICING_TIERS.map((tier) => (
          <PricingCard key={tier.id} tier={tier} />
        ))}
      </div>
      <Typography.Paragraph
        type="secondary"
        className="pricing-page__note"
        style={{ textAlign: 'center', maxWidth: 640 }}
      >
        Prices in U.S. dollars. Payments are handled by Stripe; cancel Pro any time from the billing portal.
        Questions? See the <Link to={PATHS.faq}>FAQ</Link> or{' '}
        <Link to={`${PATHS.contact}?purpose=sales`}>contact sales</Link>.
      </Typography.Paragraph>
    </Flex>
  );
}
