import { FileTextOutlined, LockOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { PATHS } from '../../shared/paths';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import '../../shared/styles/infoPage.css';

const { Title, Paragraph } = Typography;

const POINTS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <FileTextOutlined aria-hidden />,
    title: 'A PDF in minutes, free',
    text: 'The builder needs no account: fill in who you are, who the client is and the line items, and download an A4 PDF. Free use allows 3 documents a day, with a small Paydraft footer.',
  },
  {
    icon: <TeamOutlined aria-hidden />,
    title: 'A dashboard when you grow',
    text: 'Pro keeps your documents and clients, numbers invoices and quotes for you, turns an accepted quote into an invoice and emails documents with a link your client can open and accept.',
  },
  {
    icon: <LockOutlined aria-hidden />,
    title: 'Your data stays yours',
    text: 'We keep only what the product needs to work, take payments through Stripe and never sell or share your clients’ details. No ads, no tracking beyond optional page statistics.',
  },
];

/** /about: who makes Paydraft and why, with the ways in (builder, plans, pricing). */
export function AboutPage() {
  usePageMeta(PAGE_META[PATHS.about]);

  return (
    <article className="info-page">
      <Title level={1}>About Paydraft</Title>
      <Paragraph style={{ fontSize: 17 }}>
        Paydraft is an invoice and quote generator for freelancers and small businesses. We built it because
        sending a first invoice should not mean learning accounting software, signing up for a trial or
        fighting a spreadsheet template. You open the builder, type, and get a clean PDF.
      </Paragraph>
      <Paragraph>
        We are a small, independent team. We answer every message ourselves, from 8:00 to 22:00 U.S. Eastern
        Time, and we decide what to build next from what our users write to us.
      </Paragraph>

      <Title level={2}>Why Paydraft</Title>
      <div className="about-page__points">
        {POINTS.map((point) => (
          <Card key={point.title} size="small">
            <Flex vertical gap={8}>
              <Title level={3} style={{ margin: 0, fontSize: 18 }}>
                <span style={{ marginRight: 8, color: '#2f6bd8' }}>{point.icon}</span>
                {point.title}
              </Title>
              <Paragraph style={{ margin: 0 }}>{point.text}</Paragraph>
            </Flex>
          </Card>
        ))}
      </div>

      <Title level={2}>What it does, plainly</Title>
      <Paragraph>
        Quotes and invoices in about 150 currencies, with each currency’s own decimals and cash rounding
        (Swiss francs round to 0.05); discounts and tax computed exactly; your logo on the page; up to two
        extra columns per line item. Pro adds saved clients, automatic numbering, history, and sending by
        email from the app.
      </Paragraph>

      <Flex gap={12} wrap>
        <ButtonLink type="primary" size="large" to={PATHS.product}>
          Create an invoice or quote
        </ButtonLink>
        <ButtonLink size="large" to={PATHS.pricing}>
          See pricing
        </ButtonLink>
        <ButtonLink size="large" to={PATHS.plan}>
          Start Free Trial
        </ButtonLink>
      </Flex>
    </article>
  );
}
