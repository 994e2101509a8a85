import type { Client } from '../../../entities/client/api/clientsApi';

/** A client as the API answers it; tests override what they look at. */
export const aClient = (overrides: Partial<Client> = {}): Client => ({
  id: 'c-1',
  business_name: 'Acme Widgets',
  contact_name: 'Wile Coyote',
  business_email: 'wile@acme.example',
  business_phone: '+1 555 0100',
  business_address: '',
  business_website: '',
  tax_id: '',
  notes: '',
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  address_lines: [],
  postal_code: '',
  city: '',
  region: '',
  country: '',
  vat_id: '',
  registration_id: '',
  time_zone: '',
  language: '',
  ...overrides,
});

export const aPage = (clients: Client[], total = clients.length, pageSize = 10) => ({
  body: { success: true, data: clients, total, page: 1, pageSize },
});
