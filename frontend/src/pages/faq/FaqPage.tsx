import { Collapse, Typography } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../../shared/paths';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { FAQ_ENTRIES } from './model/faqEntries';
import '../../shared/styles/infoPage.css';

/** /faq: ten questions as accordions, and the way to ask another. */
export function FaqPage() {
  usePageMeta(PAGE_META[PATHS.faq]);

  return (
    <article className="info-page">
      <Typography.Title level={1}>Frequently Asked Questions</Typography.Title>
      <Collapse
        size="large"
        items={FAQ_ENTRIES.map((entry) => ({
          key: entry.key,
          label: (
            <Typography.Title level={2} style={{ margin: 0, fontSize: 17 }}>
              {entry.question}
            </Typography.Title>
          ),
          children: <Typography.Paragraph style={{ margin: 0 }}>{entry.answer}</Typography.Paragraph>,
        }))}
      />
      <Typography.Paragraph style={{ marginTop: 24 }}>
        Didn’t find your answer? <Link to={PATHS.contact}>Contact us</Link>.
      </Typography.Paragraph>
    </article>
  );
}
