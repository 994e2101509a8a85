import { Flex, Typography } from 'antd';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { PATHS } from '../../../shared/paths';
import './HomeCallToAction.css';

export function HomeCallToAction() {
  return (
    <section className="home-cta" aria-labelledby="cta-title">
      <Typography.Title level={2} id="cta-title" className="home-cta__title">
        Your next invoice is a few minutes away
      </Typography.Title>
      <Typography.Paragraph className="home-cta__text">
        No signup, no card: fill in the form and download the PDF.
      </Typography.Paragraph>
      <Flex gap={12} wrap justify="center">
        <ButtonLink to={PATHS.product} type="primary" size="large">
          Create an invoice now
        </ButtonLink>
        <ButtonLink to={PATHS.pricing} size="large" ghost>
          Compare plans
        </ButtonLink>
      </Flex>
    </section>
  );
}
