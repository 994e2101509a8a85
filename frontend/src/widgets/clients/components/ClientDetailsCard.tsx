import { Card, Typography } from 'antd';
import { countryName } from '@paydraft/invoice-core';
import { type Client, postalAddressOf } from '../../../entities/client';

type Row = { key: string; label: string; text: string; field?: keyof Client };

/**
 * Contact, email, phone, website, address, tax id and notes, each row only when present; with
 * the structured postal address, country, VAT and registration numbers beside them.
 */
function rowsOf(client: Client): Row[] {
  const row = (field: keyof Client, label: string): Row => ({
    key: field,
    label,
    text: String(client[field] ?? ''),
    field,
  });
  return [
    row('contact_name', 'Contact'),
    row('business_email', 'Email'),
    row('business_phone', 'Phone'),
    row('business_website', 'Website'),
    row('business_address', 'Address'),
    { key: 'postal_address', label: 'Postal address', text: postalAddressOf(client) },
    { key: 'country', label: 'Country', text: countryName(client.country ?? '') },
    row('tax_id', 'Tax ID'),
    row('vat_id', 'VAT number'),
    row('registration_id', 'Registration number'),
    row('notes', 'Notes'),
  ].filter((each) => each.text);
}

export function ClientDetailsCard({ client }: { client: Client }) {
  const rows = rowsOf(client);
  return (
    <Card title="Client Details" className="client-details">
      {rows.length === 0 ? (
        <Typography.Text type="secondary">No details yet.</Typography.Text>
      ) : (
        <dl className="client-details__list">
          {rows.map(({ key, label, text, field }) => (
            <div key={key} className="client-details__row">
              <dt>{label}</dt>
              <dd>
                {field === 'business_email' ? (
                  <a href={`mailto:${text}`}>{text}</a>
                ) : field === 'business_website' ? (
                  <a href={websiteHref(text)} target="_blank" rel="noreferrer noopener">
                    {text}
                  </a>
                ) : (
                  text
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
