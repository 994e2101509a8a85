import { MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { type Client, displayName, ClientAvatar, ClientStatusTag } from '../../../entities/client';

type ClientCardsProps = { clients: Client[]; onOpen: (client: Client) => void };

/** The narrow list: one card per client, each a button that opens it. */
export function ClientCards({ clients, onOpen }: ClientCardsProps) {
  return (
    <ul className="client-cards">
      {clients.map((client) => (
        <li key={client.id}>
          <button type="button" className="client-card" onClick={() => onOpen(client)}>
            <span className="client-card__head">
              <ClientAvatar name={displayName(client)} />
              <span className="client-card__name">{displayName(client)}</span>
              <ClientStatusTag status={client.status} />
            </span>
            {client.business_name && client.contact_name && (
              <span className="client-card__line">
                <UserOutlined aria-hidden /> {client.contact_name}
              </span>
            )}
            {client.business_email && (
              <span className="client-card__line">
                <MailOutlined aria-hidden /> {client.business_email}
              </span>
            )}
            {client.business_phone && (
              <span className="client-card__line">
                <PhoneOutlined aria-hidden /> {client.business_phone}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
