import { Alert, Typography } from 'antd';
import { Link } from 'react-router';
import type { PublicDocument } from '../api/publicViewApi';
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
  const { shown, latest } = revisionsOf(document);
  if (document.document_type !== 'quote' || latest <= 1) return null;
  const earlier = document.revisions ?? [];
  return (
    <div className="public-doc__revisions">
      <Typography.Text strong data-testid="public-revision">
        Revision {shown}
      </Typography.Text>
      {shown < latest ? (
        <Alert
          type="warning"
          showIcon
          title={`A newer revision of this quote exists: Revision ${latest}. This page shows revision ${shown} as it was decided.`}
          action={<Link to={hrefOf()}>View revision {latest}</Link>}
        />
      ) : (
        earlier.length > 0 && (
          <ul className="public-doc__revision-list" aria-label="Earlier revisions">
            {earlier.map((kept) => (
              <li key={kept.revision}>
                <Link to={hrefOf(kept.revision)}>Revision {kept.revision}</Link>
                {` (${money(kept.total_amount, document.currency)}): `}
                {decisionLine({ ...kept, document_type: 'quote' }) ?? kept.status}
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
