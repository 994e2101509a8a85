import { Card, Typography } from 'antd';
import type { Client } from '../api/clientsApi';

const ROWS: [keyof Client, string][] = [
  ['contact_name', 'Contact'],
  ['business_email', 'Email'],
  ['business_phone', 'Phone'],
  ['business_website', 'Website'],
  ['business_address', 'Address'],
  ['tax_id', 'Tax ID'],
  ['notes', 'Notes'],
];

/** Spec: contact, email, phone, website, address, tax id and notes, each row only when present. */
export function ClientDetailsCard({ client }: { client: Client }) {
  const rows = ROWS.filter(([field]) => client[field]);
  return (
    <Card title="Client Details" className="client-details">
      {rows.length === 0 ? (
        <Typography.Text type="secondary">No details yet.</Typography.Text>
      ) : (
        <dl className="client-details__list">
          {rows.map(([field, label]) => (
            <div key={field} className="client-details__row">
              <dt>{label}</dt>
              <dd>
                {field === 'business_email' ? (
                  <a href={`mailto:${client[field]}`}>{client[field]}</a>
                ) : field === 'business_website' ? (
                  <a href={websiteHref(client[field])} target="_blank" rel="noreferrer noopener">
                    {client[field]}
                  </a>
                ) : (
                  client[field]
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

/** A website typed without its scheme ('acme.example') still opens as a web address. */
const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);
