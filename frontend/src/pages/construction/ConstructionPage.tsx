import { HomeOutlined, ToolOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { PATHS } from '../../shared/paths';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';

/** /construction (and /blogs): a part of the site that is not written yet. */
export function ConstructionPage() {
  usePageMeta(PAGE_META[PATHS.construction]);

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight: '60vh', padding: '48px 24px', textAlign: 'center' }}
    >
      <ToolOutlined aria-hidden style={{ fontSize: 48, color: '#2f6bd8' }} />
      <Typography.Title level={1} style={{ margin: 0 }}>
        Under Construction
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 560, fontSize: 16 }}>
        We are still writing this part of Paydraft. Come back soon — in the meantime the invoice and quote
        builder is ready to use.
      </Typography.Paragraph>
      <Flex gap={12} wrap justify="center">
        <ButtonLink type="primary" to={PATHS.product}>
          Create an invoice
        </ButtonLink>
        <ButtonLink to={PATHS.home} icon={<HomeOutlined />}>
          Back to Home
        </ButtonLink>
      </Flex>
    </Flex>
  );
}
