import { Card, Typography } from 'antd';
import { useAppSelector } from '../../shared/store/hooks';
import { selectSessionUser } from '../../shared/session/sessionSlice';
import { ContactForm } from '../../features/contact';

/** The dashboard's Contact Us section: the contact form, filled in with who is signed in. */
export function ContactSupportSection() {
  const user = useAppSelector(selectSessionUser);
  return (
    <Card title="Contact Support" style={{ maxWidth: 880 }}>
      <Typography.Paragraph type="secondary">
        Questions, bugs or ideas: we read every message and answer by email, 8:00 to 22:00 U.S. Eastern Time.
      </Typography.Paragraph>
      <ContactForm initial={{ name: user?.name ?? user?.username ?? '', email: user?.email ?? '' }} />
    </Card>
  );
}
