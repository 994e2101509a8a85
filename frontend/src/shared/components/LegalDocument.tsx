import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { PAGE_META } from '../seo/pageMeta';
import { usePageMeta } from '../seo/usePageMeta';
import '../styles/infoPage.css';

/** The date the legal texts were last changed; shown on each of them. */
export const LEGAL_UPDATED = 'November 23, 2026';
/** Where questions about the legal texts go (the support mailbox). */
export const LEGAL_CONTACT_EMAIL = 'support@paydraft.app';

export type LegalSection = { heading: string; body: ReactNode };

type LegalDocumentProps = {
  /** The page's address: its title and description come from PAGE_META, as the gateway sends them. */
  path: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/** A legal page: a title, the date, a short plain-language intro and numbered sections. */
export function LegalDocument({ path, intro, sections }: LegalDocumentProps) {
  const meta = PAGE_META[path];
  usePageMeta(meta);
  const title = meta?.title;
  return (
    <article className="info-page">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">Last updated: {LEGAL_UPDATED}</Typography.Paragraph>
      <Typography.Paragraph style={{ fontSize: 16 }}>{intro}</Typography.Paragraph>
      {sections.map((section, index) => (
        <section key={section.heading}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {index + 1}. {section.heading}
          </Typography.Title>
          {section.body}
        </section>
      ))}
    </article>
  );
}
