import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { LinkList } from '../../shared/components/LinkList';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import type { NavItem } from '../../shared/layout/navLinks';
import { PATHS } from '../../shared/paths';
import './NotFoundPage.css';

const HELPFUL_LINKS: readonly NavItem[] = [
  { to: PATHS.product, label: 'Create an invoice' },
  { to: PATHS.pricing, label: 'Pricing' },
  { to: PATHS.about, label: 'About' },
  { to: PATHS.contact, label: 'Contact' },
  { to: PATHS.faq, label: 'FAQ' },
];

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const navigate = useNavigate();
  const location = useLocation();

  // The router gives the first entry of a visit the key 'default': there is nothing of ours to
  // go back to (the visitor came from a bookmark or another site), so go home instead.
  const goBack = () => (location.key === 'default' ? navigate(PATHS.home) : navigate(-1));

  return (
    <Flex justify="center" className="not-found">
      <Result
        status="404"
        title={
          <Typography.Title level={1} className="not-found__title">
            Oops! Page Not Found
          </Typography.Title>
        }
        subTitle="The page you are looking for does not exist or has moved."
        extra={
          <Flex vertical align="center" gap={24}>
            <Flex gap={12} wrap justify="center">
              <ButtonLink to={PATHS.home} type="primary" size="large" icon={<HomeOutlined />}>
                Go Home
              </ButtonLink>
              <Button size="large" icon={<ArrowLeftOutlined />} onClick={goBack}>
                Go Back
              </Button>
            </Flex>
            <nav aria-label="Helpful links">
              <Typography.Text type="secondary">Or try one of these:</Typography.Text>
              <LinkList links={HELPFUL_LINKS} className="not-found__links" />
            </nav>
          </Flex>
        }
      />
    </Flex>
  );
}
