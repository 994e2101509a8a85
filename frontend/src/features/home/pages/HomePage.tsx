import { FileTextOutlined, LockOutlined, ThunderboltOutlined, GiftOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { PATHS } from '../../../shared/paths';
import './HomePage.css';

const CHIPS = [
  { icon: <ThunderboltOutlined />, label: 'Instant access' },
  { icon: <LockOutlined />, label: 'Privacy-first' },
  { icon: <GiftOutlined />, label: 'Use it free' },
];

/**
 * The first hero slide only; the carousel, feature list, samples, comparison, steps and FAQ
 * arrive with the home page work.
 */
export function HomePage() {
  useDocumentTitle();

  return (
    <section className="hero" aria-labelledby="hero-title">
      <Flex vertical align="center" gap={20} className="hero__content">
        <Tag color="blue" icon={<FileTextOutlined />} className="hero__badge">
          No Signup Required - Free to Use
        </Tag>
        <Typography.Title id="hero-title" className="hero__title">
          Create professional invoices &amp; quotes in minutes.
        </Typography.Title>
        <Typography.Paragraph className="hero__lead">
          Fill in your business and client details, add line items and download a polished PDF. Upgrade when
          you want saved clients, email sending and unlimited documents.
        </Typography.Paragraph>
        <Flex gap={12} wrap justify="center">
          <ButtonLink to={PATHS.product} type="primary" size="large">
            Create Quote/Invoices (Free)
          </ButtonLink>
          <ButtonLink to={PATHS.plan} size="large">
            Start Free Trial
          </ButtonLink>
        </Flex>
        <ul className="hero__chips">
          {CHIPS.map((chip) => (
            <li key={chip.label}>
              {chip.icon}
              {chip.label}
            </li>
          ))}
        </ul>
      </Flex>
    </section>
  );
}
