import { fromBinary } from '@bufbuild/protobuf';
import { ClientDeletedSchema, ClientsEvents, Plan } from '@paydraft/contracts';
import { connectTestClient, eventually } from '@paydraft/nest-kit/testing';
import type { NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { GatewayFixture } from './gateway-fixture';
import { bearer, issueTestToken } from './test-callers';

type Answer = { status: number; body: Record<string, unknown> };
type ApiClient = Record<string, string>;

const FULL_CLIENT = {
  business_name: 'Acme Widgets',
  contact_name: 'Wile Coyote',
  business_email: 'wile@acme.example',
  business_phone: '+1 555 0100',
  business_address: '1 Desert Road\nMesa, AZ',
  business_website: 'https://acme.example',
  tax_id: 'US-123',
  notes: 'Pays late',
  status: 'active',
};

const STRUCTURED_CLIENT = {
  address_lines: [' Rue de Rivoli 1 ', 'Bâtiment B'],
  postal_code: '75001',
  city: 'Paris',
  region: 'Île-de-France',
  country: 'fr',
  vat_id: 'FR 40 303 265 045',
  registration_id: '732 829 320',
};

const STRUCTURED_STORED = {
  ...STRUCTURED_CLIENT,
  address_lines: ['Rue de Rivoli 1', 'Bâtiment B'],
  country: 'FR',
  vat_id: 'FR40303265045',
};

describe('/api/clients', () => {
  const fixture = new GatewayFixture();
  let nats: NatsConnection;
  const deletedEvents: { ownerId: string; clientId: string }[] = [];

  const alice = issueTestToken(`alice-${randomUUID()}`, Plan.PRO);
  const bob = issueTestToken(`bob-${randomUUID()}`, Plan.LIFETIME);

  const call = async (method: string, path: string, token: string, body?: unknown): Promise<Answer> => {
    const response = await fixture.fetch(path, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const create = async (token: string, fields: Record<string, unknown>) => {
    const answer = await call('POST', '/api/clients', token, fields);
    expect(answer.status).toBe(201);
    return answer.body.data as ApiClient;
  };
  const list = async (token: string, query = '') =>
    (await call('GET', `/api/clients${query}`, token)).body as { data: ApiClient[]; total?: number };

  beforeAll(async () => {
    await fixture.start(['clients']);
    nats = await connectTestClient('clients-events-test');
    nats.subscribe(ClientsEvents.clientDeleted.subject, {
      callback: (_error, message) => deletedEvents.push(fromBinary(ClientDeletedSchema, message.data)),
    });
    await nats.flush();
  });
  afterAll(async () => {
    await nats.drain();
    await fixture.stop();
  });

  it('creates a client with every spec field and answers it in the spec names, with id and dates', async () => {
    const answer = await call('POST', '/api/clients', alice, { ...FULL_CLIENT, id: 'chosen', _id: 'x' });
    expect(answer.status).toBe(201);
    const client = answer.body.data as ApiClient;
    expect(answer.body.success).toBe(true);
    expect(client).toMatchObject(FULL_CLIENT);
    expect(client.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(client.created_at)).not.toBeNaN();
    expect(client.updated_at).toBe(client.created_at);
    expect(client).not.toHaveProperty('_id');
    expect(client).not.toHaveProperty('ownerId');

    expect(await call('GET', `/api/clients/${client.id}`, alice)).toEqual({
      status: 200,
      body: { success: true, data: client },
    });
  });

  it('defaults the status to active and empties absent fields', async () => {
    const client = await create(alice, { contact_name: '  Only A Contact  ' });
    expect(client).toMatchObject({ contact_name: 'Only A Contact', business_name: '', status: 'active' });
  });

  it('updates only the given fields, null clears one, and the update moves the client to the top', async () => {
    const older = await create(alice, { business_name: 'Older Co', notes: 'keep me', tax_id: 'T-1' });
    await create(alice, { business_name: 'Newer Co' });

    const answer = await call('PUT', `/api/clients/${older.id}`, alice, { status: 'archived', tax_id: null });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      business_name: 'Older Co',
      notes: 'keep me',
      tax_id: '',
      status: 'archived',
    });
    expect(Date.parse((answer.body.data as ApiClient).updated_at)).toBeGreaterThan(
      Date.parse(older.updated_at) - 1,
    );
    expect((await list(alice)).data[0].id).toBe(older.id);
  });

  it('keeps the structured address, country, VAT and registration numbers on create, get and list', async () => {
    const answer = await call('POST', '/api/clients', alice, { ...FULL_CLIENT, ...STRUCTURED_CLIENT });
    expect(answer.status).toBe(201);
    const client = answer.body.data as ApiClient;
    expect(client).toMatchObject({ ...FULL_CLIENT, ...STRUCTURED_STORED });
    expect((await call('GET', `/api/clients/${client.id}`, alice)).body.data).toEqual(client);
    expect((await list(alice)).data.find((listed) => listed.id === client.id)).toEqual(client);
    expect((await list(alice, '?search=acme')).data.map((listed) => listed.id)).toContain(client.id);
  });

  it('answers a client without structured fields with them empty, and updates only those given', async () => {
    const plain = await create(alice, { business_name: 'Plain Ltd' });
    expect(plain).toMatchObject({
      address_lines: [],
      postal_code: '',
      city: '',
      region: '',
      country: '',
      vat_id: '',
      registration_id: '',
    });
    const structured = await create(alice, { business_name: 'Structured Ltd', ...STRUCTURED_CLIENT });

    const renamed = await call('PUT', `/api/clients/${structured.id}`, alice, {
      business_name: 'Renamed SARL',
    });
    expect(renamed.body.data).toMatchObject({ business_name: 'Renamed SARL', ...STRUCTURED_STORED });
    const moved = await call('PUT', `/api/clients/${structured.id}`, alice, {
      address_lines: ['1 Main Street'],
      country: 'us',
      vat_id: null,
    });
    expect(moved.body.data).toMatchObject({
      address_lines: ['1 Main Street'],
      postal_code: '75001',
      city: 'Paris',
      country: 'US',
      vat_id: '',
      registration_id: '732 829 320',
    });
    const cleared = await call('PUT', `/api/clients/${structured.id}`, alice, { address_lines: null });
    expect(cleared.body.data).toMatchObject({ address_lines: [], country: 'US' });
  });

  it("refuses a bad structured field with 400 clients.invalid_input and invoice-core's message", async () => {
    const before = (await list(alice)).data.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ country: 'XX' }, 'clients.invalid_input', 'Country must be a two-letter ISO 3166 code, such as DE'],
      [{ country: 'DE', vat_id: 'DE123' }, 'clients.invalid_input', 'VAT number is not a valid VAT number'],
      [{ address_lines: ['a', 'b', 'c', 'd'] }, 'clients.invalid_input', 'Address may have at most 3 lines'],
      [{ postal_code: '1'.repeat(21) }, 'clients.invalid_input', 'Postal code must be at most 20 characters'],
      [{ address_lines: 'Main Street 1' }, 'request.invalid_body', 'address_lines must be a list of lines'],
    ];
    for (const [fields, code, message] of cases) {
      const answer = await call('POST', '/api/clients', alice, { business_name: 'Bad Co', ...fields });
      expect({ fields, status: answer.status, code: answer.body.code }).toEqual({
        fields,
        status: 400,
        code,
      });
      expect(answer.body.error).toContain(message);
    }
    expect((await list(alice)).data).toHaveLength(before);
  });

  it('keeps a client time zone (IANA or empty) and refuses another name with 400 clients.invalid_input', async () => {
    const berlin = await create(alice, { business_name: 'Zoned GmbH', time_zone: 'Europe/Berlin' });
    expect(berlin.time_zone).toBe('Europe/Berlin');
    expect((await call('GET', `/api/clients/${berlin.id}`, alice)).body.data).toMatchObject({
      time_zone: 'Europe/Berlin',
    });
    const cleared = await call('PUT', `/api/clients/${berlin.id}`, alice, { time_zone: '' });
    expect(cleared.body.data).toMatchObject({ time_zone: '' });
    const refused = await call('PUT', `/api/clients/${berlin.id}`, alice, { time_zone: 'Mars/Olympus' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'clients.invalid_input' } });
    expect((await create(alice, { business_name: 'Plain Zone' })).time_zone).toBe('');
  });

  it('refuses bad input with a coded 400 and stores nothing', async () => {
    const before = (await list(alice)).data.length;
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/clients', { business_email: 'not-an-email' }, 'clients.invalid_input'],
      ['POST', '/api/clients', { status: 'deleted' }, 'clients.invalid_input'],
      ['POST', '/api/clients', { notes: 'x'.repeat(5001) }, 'clients.invalid_input'],
      ['POST', '/api/clients', { business_name: 42 }, 'request.invalid_body'],
      ['POST', '/api/clients', ['not', 'an', 'object'], 'request.invalid_body'],
    ];
    for (const [method, path, body, code] of cases) {
      const answer = await call(method, path, alice, body);
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({ body, status: 400, code });
      expect(answer.body.error).toEqual(expect.any(String));
    }
    for (const query of ['?pageSize=1000', '?page=0', '?page=abc', '?status=gone']) {
      const answer = await call('GET', `/api/clients${query}`, alice);
      expect({ query, status: answer.status, code: answer.body.code }).toEqual({
        query,
        status: 400,
        code: 'request.invalid_query',
      });
    }
    expect((await list(alice)).data).toHaveLength(before);
  });

  it('refuses a client without a business name or a contact name, on create and on update', async () => {
    const owner = issueTestToken(`nameless-${randomUUID()}`, Plan.PRO);
    for (const body of [{}, { business_name: '  ', contact_name: '' }, { business_email: 'a@b.example' }]) {
      const answer = await call('POST', '/api/clients', owner, body);
      expect({ body, status: answer.status, code: answer.body.code, error: answer.body.error }).toEqual({
        body,
        status: 400,
        code: 'clients.invalid_input',
        error: 'Enter a business name or a contact name',
      });
    }
    const client = await create(owner, { contact_name: 'Only A Contact' });
    const cleared = await call('PUT', `/api/clients/${client.id}`, owner, { contact_name: null });
    expect({ status: cleared.status, code: cleared.body.code }).toEqual({
      status: 400,
      code: 'clients.invalid_input',
    });
    const renamed = await call('PUT', `/api/clients/${client.id}`, owner, {
      business_name: 'Co',
      contact_name: '',
    });
    expect(renamed.status).toBe(200);
    expect((await list(owner)).data.map((stored) => [stored.business_name, stored.contact_name])).toEqual([
      ['Co', ''],
    ]);
  });

  it('accepts a website with or without a scheme and stores it normalised', async () => {
    const owner = issueTestToken(`website-${randomUUID()}`, Plan.PRO);
    const bare = await create(owner, { business_name: 'Umbrella', business_website: 'umbrella.com' });
    expect(bare.business_website).toBe('https://umbrella.com');
    const updated = await call('PUT', `/api/clients/${bare.id}`, owner, {
      business_website: 'WWW.Acme.test/',
    });
    expect((updated.body.data as ApiClient).business_website).toBe('https://www.acme.test');
    const refused = await call('POST', '/api/clients', owner, {
      business_name: 'X',
      business_website: 'not a site',
    });
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 400,
      code: 'clients.invalid_input',
    });
  });

  it("answers 404 clients.not_found for another owner's client on every path, and changes nothing", async () => {
    const bobs = await create(bob, { ...FULL_CLIENT, business_name: "Bob's Bakery" });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { business_name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(method, `/api/clients/${bobs.id}`, alice, body);
      expect({ method, status: answer.status, code: answer.body.code }).toEqual({
        method,
        status: 404,
        code: 'clients.not_found',
      });
    }
    expect((await list(alice)).data.map((client) => client.id)).not.toContain(bobs.id);
    expect((await call('GET', `/api/clients/${bobs.id}`, bob)).body.data).toEqual(bobs);
    expect(deletedEvents.filter((event) => event.clientId === bobs.id)).toHaveLength(0);

    expect((await call('GET', '/api/clients/no-such-id', alice)).status).toBe(404);
  });

  it('refuses a Free user with 403 billing.no_plan and a stranger with 401', async () => {
    const free = issueTestToken(`free-${randomUUID()}`, Plan.FREE);
    for (const [method, path] of [
      ['GET', '/api/clients'],
      ['POST', '/api/clients'],
      ['GET', '/api/clients/any'],
      ['PUT', '/api/clients/any'],
      ['DELETE', '/api/clients/any'],
    ]) {
      const answer = await call(method, path, free, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect({ method, path, status: answer.status, code: answer.body.code }).toEqual({
        method,
        path,
        status: 403,
        code: 'billing.no_plan',
      });
    }
    expect((await fixture.fetch('/api/clients')).status).toBe(401);
  });

  it('searches case-insensitively over business, contact, email, phone and address, literally', async () => {
    // Every client has a name; this one matches none of the searches.
    const NAMED = { business_name: 'Plain Co' };
    const owner = issueTestToken(`search-${randomUUID()}`);
    const ids = {
      business: (await create(owner, { business_name: 'Zebra Stripes Ltd' })).id,
      contact: (await create(owner, { contact_name: 'Ada ZEBRA' })).id,
      email: (await create(owner, { business_email: 'hello@zebra.example', ...NAMED })).id,
      phone: (await create(owner, { business_phone: '+44 (0) 7946', ...NAMED })).id,
      address: (await create(owner, { business_address: '2 zebra crossing', ...NAMED })).id,
      notes: (await create(owner, { notes: 'zebra in notes only', ...NAMED })).id,
    };
    const found = (await list(owner, '?search=zEbRa')).data.map((client) => client.id);
    expect(found.sort()).toEqual([ids.business, ids.contact, ids.email, ids.address].sort());
    expect((await list(owner, `?search=${encodeURIComponent('(0)')}`)).data.map((c) => c.id)).toEqual([
      ids.phone,
    ]);
    expect((await list(owner, '?search=.*')).data).toEqual([]);
  });

  it('searches for a null byte literally, as any other character', async () => {
    const owner = issueTestToken(`null-byte-${randomUUID()}`);
    const withNull = (await create(owner, { business_name: 'Null\u0000Byte Ltd' })).id;
    await create(owner, { business_name: 'Plain Ltd' });

    const response = await call('GET', '/api/clients?search=%00', owner);

    expect(response.status).toBe(200);
    expect((response.body as { data: ApiClient[] }).data.map((client) => client.id)).toEqual([withNull]);
    expect((await list(owner, '?search=l%00b')).data.map((client) => client.id)).toEqual([withNull]);
  });

  it('filters by status and pages newest first with the total', async () => {
    const owner = issueTestToken(`paging-${randomUUID()}`);
    const created: ApiClient[] = [];
    for (let n = 1; n <= 12; n += 1) {
      created.push(
        await create(owner, { business_name: `Client ${n}`, status: n % 3 === 0 ? 'inactive' : 'active' }),
      );
    }
    // Newest update first; equal times (same millisecond) in one fixed order, so pages never overlap.
    const plain = await call('GET', '/api/clients', owner);
    expect(Object.keys(plain.body).sort()).toEqual(['data', 'success']);
    const everyOne = plain.body.data as ApiClient[];
    expect(everyOne.map((client) => client.id).sort()).toEqual(created.map((client) => client.id).sort());
    const times = everyOne.map((client) => Date.parse(client.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newestFirst = everyOne.map((client) => client.id);

    const first = await call('GET', '/api/clients?page=1&pageSize=5', owner);
    expect(first.body).toMatchObject({ success: true, total: 12, page: 1, pageSize: 5 });
    expect((first.body.data as ApiClient[]).map((client) => client.id)).toEqual(newestFirst.slice(0, 5));
    expect((await list(owner, '?page=2&pageSize=5')).data.map((client) => client.id)).toEqual(
      newestFirst.slice(5, 10),
    );
    const last = await list(owner, '?page=3&pageSize=5');
    expect(last.data.map((client) => client.id)).toEqual(newestFirst.slice(10));
    expect((await call('GET', '/api/clients?page=2', owner)).body).toMatchObject({
      total: 12,
      page: 2,
      pageSize: 10,
    });

    const inactive = await list(owner, '?status=inactive&page=1&pageSize=10');
    expect(inactive.total).toBe(4);
    expect(inactive.data.every((client) => client.status === 'inactive')).toBe(true);
  });

  it('deletes a client, publishing clients.client.deleted once with owner and client ids', async () => {
    const ownerId = `deleter-${randomUUID()}`;
    const owner = issueTestToken(ownerId);
    const client = await create(owner, { business_name: 'Soon Gone' });

    expect(await call('DELETE', `/api/clients/${client.id}`, owner)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await call('GET', `/api/clients/${client.id}`, owner)).status).toBe(404);
    expect((await call('DELETE', `/api/clients/${client.id}`, owner)).status).toBe(404);

    // A later deletion's event is the marker: one publisher's events arrive in order, so a second
    // event of the first deletion would have come before it.
    const marker = await create(owner, { business_name: 'Marker' });
    expect((await call('DELETE', `/api/clients/${marker.id}`, owner)).status).toBe(200);
    await eventually(async () => deletedEvents.find((event) => event.clientId === marker.id));
    expect(deletedEvents.filter((event) => event.clientId === client.id)).toEqual([
      expect.objectContaining({ ownerId, clientId: client.id }),
    ]);
  });
});
