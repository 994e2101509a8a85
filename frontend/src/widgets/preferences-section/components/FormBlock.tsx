import { Typography } from 'antd';
import type { ReactNode } from 'react';

type FormBlockProps = { title: string; description?: string; children: ReactNode; id: string };

/** One titled block of the 'Form Settings' card, a region named by its heading. */
export function FormBlock({ title, description, children, id }: FormBlockProps) {
  return (
    <section className="preferences-block" aria-labelledby={id}>
      <Typography.Title level={3} id={id} className="preferences-block__title">
        {title}
      </Typography.Title>
      {description && (
        <Typography.Paragraph type="secondary" className="preferences-block__description">
          {description}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}
