import { MailOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../shared/paths';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { ContactForm } from '../../features/contact';
import { BusinessHoursIndicator } from './components/BusinessHoursIndicator';
import { reasonOfPurpose } from './model/contactPurpose';
import '../../shared/styles/infoPage.css';

/** /contact: the contact form (reason from ?purpose=) and whether the team is answering now. */
export function ContactPage() {
  usePageMeta(PAGE_META[PATHS.contact]);
  const [search] = useSearchParams();
  const reason = reasonOfPurpose(search.get('purpose'));

  return (
    <div className="info-page">
      <Flex vertical gap={8} style={{ marginBottom: 24 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Contact Us
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>
          Questions, a bug, a sales inquiry or an idea: write to us and we reply by email. Many answers are
          already in the <Link to={PATHS.faq}>FAQ</Link>.
        </Typography.Paragraph>
        <BusinessHoursIndicator />
      </Flex>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
            <MailOutlined aria-hidden style={{ marginRight: 8 }} />
            Send us a message
          </Typography.Title>
        }
      >
        {/* Keyed by the reason, so following a footer link to another ?purpose= starts a fresh form. */}
        <ContactForm key={reason} defaultReason={reason} withPhoneAndLocation />
      </Card>
    </div>
  );
}
