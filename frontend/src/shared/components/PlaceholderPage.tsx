import { HomeOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PATHS } from '../paths';
import { ButtonLink } from './ButtonLink';

type PlaceholderPageProps = {
  title: string;
  description: string;
};

/** Stands in for a page that a later piece of work builds, so every route already resolves. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  useDocumentTitle(title);

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight: '60vh', padding: '48px 24px', textAlign: 'center' }}
    >
      <Tag color="blue">Coming soon</Tag>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 560, fontSize: 16 }}>
        {description}
      </Typography.Paragraph>
      <ButtonLink to={PATHS.home} icon={<HomeOutlined />}>
        Back to Home
      </ButtonLink>
    </Flex>
  );
}
