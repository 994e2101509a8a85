import {
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  LockOutlined,
  MailOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  CrownOutlined,
  LineChartOutlined,
} from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { PATHS } from '../../../shared/paths';

type SlideProps = { badge: ReactNode; title: ReactNode; lead: string; actions: ReactNode; chips: Chip[] };
type Chip = { icon: ReactNode; label: string };

function Slide({ badge, title, lead, actions, chips }: SlideProps) {
  return (
    <Flex vertical align="center" gap={20} className="hero__content">
      {badge}
      {title}
      <Typography.Paragraph className="hero__lead">{lead}</Typography.Paragraph>
      <Flex gap={12} wrap justify="center">
        {actions}
      </Flex>
      <ul className="hero__chips">
        {chips.map((chip) => (
          <li key={chip.label}>
            {chip.icon}
            {chip.label}
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** Slide 1: the free generator. Its headline is the page's h1. */
export function FreeSlide() {
  return (
    <Slide
      badge={
        <Tag color="blue" icon={<FileTextOutlined />} className="hero__badge">
          No Signup Required - Free to Use
        </Tag>
      }
      title={
        <Typography.Title level={1} id="hero-title" className="hero__title">
          Create professional invoices &amp; quotes in minutes.
        </Typography.Title>
      }
      lead="Fill in your business and client details, add line items and download a polished PDF: 3 free a day, no account. Upgrade when you want saved clients, email sending and unlimited documents."
      actions={
        <>
          <ButtonLink to={PATHS.product} type="primary" size="large">
            Create Quote/Invoices (Free)
          </ButtonLink>
          <ButtonLink to={PATHS.plan} size="large">
            Start Free Trial
          </ButtonLink>
        </>
      }
      chips={[
        { icon: <ThunderboltOutlined />, label: 'Instant access' },
        { icon: <LockOutlined />, label: 'Privacy-first' },
        { icon: <GiftOutlined />, label: 'Use it free' },
      ]}
    />
  );
}

/** Slide 2: the Pro dashboard, explored through the demo. */
export function ProSlide() {
  return (
    <Slide
      badge={
        <Tag icon={<CrownOutlined />} className="hero__badge hero__badge--pro">
          Pro Features - Client Management
        </Tag>
      }
      title={
        <Typography.Title level={2} className="hero__title">
          Manage clients and documents with our dashboard.
        </Typography.Title>
      }
      lead="Save your clients, number documents automatically, email quotes and invoices, and see which were viewed and accepted. Try the demo with sample data, no account needed."
      actions={
        <ButtonLink to={PATHS.trialDashboard} type="primary" size="large" icon={<DashboardOutlined />}>
          Explore Demo Dashboard
        </ButtonLink>
      }
      chips={[
        { icon: <TeamOutlined />, label: 'Client database' },
        { icon: <MailOutlined />, label: 'Email automation' },
        { icon: <LineChartOutlined />, label: 'Document tracking' },
      ]}
    />
  );
}
