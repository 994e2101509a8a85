import { Alert, Typography } from 'antd';
import { Link } from 'react-router';
import type { PublicDocument } from '../api/publicViewApi';
import { usePublicLocale } from '../model/locale';
import { decisionLine, money, revisionsOf } from '../model/publicDocument';

type Props = {
  document: PublicDocument;
  /** The link of a revision: the latest without a number. */
  hrefOf: (revision?: number) => string;
};

/**
 * Which revision of a quote the page shows: 'Revision N'; on an earlier revision's link, that a newer
 * one exists; on the latest, the earlier revisions with the decisions they keep.
 */
export function RevisionNotes({ document, hrefOf }: Props) {
  const locale = usePublicLocale();
  const { t } = locale;
  const { shown, latest } = revisionsOf(document);
  if (document.document_type !== 'quote' || latest <= 1) return null;
  const earlier = document.revisions ?? [];
  return (
    <div className="public-doc__revisions">
      <Typography.Text strong data-testid="public-revision">
        {t('publicView:revision.label', { revision: shown })}
      </Typography.Text>
      {shown < latest ? (
        <Alert
          type="warning"
          showIcon
          title={t('publicView:revision.newer', { latest, shown })}
          action={<Link to={hrefOf()}>{t('publicView:revision.view', { revision: latest })}</Link>}
        />
      ) : (
        earlier.length > 0 && (
          <ul className="public-doc__revision-list" aria-label={t('publicView:revision.earlier')}>
            {earlier.map((kept) => (
              <li key={kept.revision}>
                <Link to={hrefOf(kept.revision)}>
                  {t('publicView:revision.label', { revision: kept.revision })}
                </Link>
                {' ('}
                <bdi>{money(kept.total_amount, document.currency, locale)}</bdi>
                {'): '}
                {decisionLine({ ...kept, document_type: 'quote' }, locale) ?? kept.status}
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
