import { DocumentsStack, type TestUser } from './documents-stack';

/** What every refusal of an unsupported language says: the value, then the whole supported list. */
const UNSUPPORTED =
  /Unsupported language 'xx-YY'\. Supported: en-US, en-GB, de-DE, de-AT, de-CH, fr-FR, .*, he-IL/;

const PREFERENCES = {
  business_name: 'Ada Studio',
  default_currency: 'EUR',
  invoice_prefix: 'INV',
  quote_prefix: 'QUO',
};

describe('languages: where a saved document takes its language from', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  const setDefaultLanguage = (language: string) =>
    ada.call('POST', '/api/form-preferences', { ...PREFERENCES, language });

  it('snapshots at save: the body, else the client, else the owner preferences, else en-US', async () => {
    const french = await ada.client('Client Français', { language: 'fr-FR' });
    const plain = await ada.client('No Language Ltd');

    expect((await ada.saveInvoice()).body.data.language).toBe('en-US');
    expect((await ada.saveInvoice({ client_id: plain })).body.data.language).toBe('en-US');

    await setDefaultLanguage('sv-se');
    expect((await ada.saveInvoice({ client_id: plain })).body.data.language).toBe('sv-SE');
    expect((await ada.saveQuote({ client_id: french })).body.data.language).toBe('fr-FR');
    const chosen = await ada.saveInvoice({ client_id: french, language: 'DE-ch' });
    expect(chosen.body.data.language).toBe('de-CH');
    expect((await ada.call('GET', `/api/documents/invoice/${chosen.body.data.id}`)).body.data.language).toBe(
      'de-CH',
    );
  });

  it("keeps a saved document's language when the client's changes later, and the body may change it", async () => {
    const client = await ada.client('Kunde GmbH', { language: 'de-DE' });
    const invoice = (await ada.saveInvoice({ client_id: client })).body.data;
    await ada.updateClient(client, { language: 'it-IT' });

    const resaved = await ada.call('PUT', `/api/documents/invoice/${invoice.id}`, { client_id: client });
    expect(resaved.body.data.language).toBe('de-DE');
    const changed = await ada.call('PUT', `/api/documents/invoice/${invoice.id}`, {
      client_id: client,
      language: 'nl-BE',
    });
    expect(changed.body.data.language).toBe('nl-BE');
    const otherClient = await ada.client('Cliente SA', { language: 'es-ES' });
    const moved = await ada.call('PUT', `/api/documents/invoice/${invoice.id}`, { client_id: otherClient });
    expect(moved.body.data.language).toBe('es-ES');
  });

  it("gives a credit note, a converted quote's invoice and a duplicate the source's language", async () => {
    const client = await ada.client('Polska Sp.', { language: 'pl-PL' });
    const quote = (await ada.saveQuote({ client_id: client, language: 'ja-JP' })).body.data;
    const converted = await ada.call('POST', `/api/documents/quote/${quote.id}/convert`);
    expect(converted.body.data.invoice.language).toBe('ja-JP');

    const invoice = (await ada.saveInvoice({ client_id: client, language: 'ar-EG' })).body.data;
    const copy = await ada.call('POST', '/api/documents/credit_note', { invoice_id: invoice.id });
    expect(copy.body.data.language).toBe('ar-EG');
    const edited = await ada.call('POST', '/api/documents/credit_note', {
      invoice_id: invoice.id,
      currency: 'USD',
      items: [{ description: 'Refund', qty: 1, price: 10 }],
    });
    expect(edited.body.data.language).toBe('ar-EG');
    const duplicate = await ada.call('POST', `/api/documents/invoice/${invoice.id}/duplicate`);
    expect(duplicate.body.data.language).toBe('ar-EG');
  });

  it("answers the document's language on its public page by share token", async () => {
    const invoice = (await ada.saveInvoice({ language: 'he-IL' })).body.data;
    const shared = await ada.call('POST', `/api/documents/invoice/${invoice.id}/share`);
    const token = String(shared.body.data.token);
    const response = await stack.gateway.fetch(`/api/documents/invoice/${token}`);
    const body = (await response.json()) as { data: { language: string } };
    expect(body.data.language).toBe('he-IL');
  });

  it('keeps the owner default language in preferences, and answers "" when none is set', async () => {
    expect((await setDefaultLanguage('')).body.preferences).toMatchObject({ language: '' });
    const saved = await setDefaultLanguage('pt-br');
    expect(saved.body.preferences).toMatchObject({ language: 'pt-BR' });
    expect((await ada.call('GET', '/api/form-preferences')).body.preferences).toMatchObject({
      language: 'pt-BR',
    });
  });

  it('keeps a client language, clears it with "", and answers it', async () => {
    const created = await ada.call('POST', '/api/clients', { business_name: 'Zürich AG', language: 'de-ch' });
    const client = created.body.data;
    expect(client.language).toBe('de-CH');
    expect((await ada.call('GET', `/api/clients/${client.id}`)).body.data.language).toBe('de-CH');
    expect((await ada.call('PUT', `/api/clients/${client.id}`, { language: '' })).body.data.language).toBe(
      '',
    );
  });

  it.each([
    ['POST', '/api/documents/invoice'],
    ['POST', '/api/documents/quote'],
    ['POST', '/api/form-preferences'],
    ['POST', '/api/clients'],
  ])('%s %s refuses an unsupported language with a 400 listing the supported ones', async (method, path) => {
    const body = path === '/api/form-preferences' ? PREFERENCES : { business_name: 'X', items: [] };
    const answer = await ada.call(method, path, { ...body, language: 'xx-YY' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'request.invalid_body' });
    expect(answer.body.error).toMatch(UNSUPPORTED);
  });

  it("refuses an unsupported language in an existing document's or client's update too", async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    const document = await ada.call('PUT', `/api/documents/invoice/${invoice.id}`, { language: 'xx-YY' });
    expect(document).toMatchObject({ status: 400 });
    expect(document.body.error).toMatch(UNSUPPORTED);
    const client = (await ada.call('POST', '/api/clients', { business_name: 'Y' })).body.data;
    const update = await ada.call('PUT', `/api/clients/${client.id}`, { language: 'xx-YY' });
    expect(update).toMatchObject({ status: 400 });
    expect(update.body.error).toMatch(UNSUPPORTED);
  });
});
