import { occurrenceDate } from '@paydraft/invoice-core';
import type { TestUser } from './documents-stack';
import { monthsFrom, profileBody, RecurringStack, type ProfileJson } from './recurring-stack';

const monthYear = (date: string, language: string) =>
  `${new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))} ${date.slice(0, 4)}`;

/** A recurring profile's invoice is made in the template's language, else its client's at run time. */
describe('languages: invoices made by recurring profiles', () => {
  const stack = new RecurringStack();
  let ada: TestUser;
  const profiles: Record<string, ProfileJson> = {};
  let start: string;

  const make = async (body: Record<string, unknown>) => {
    const answer = await ada.call('POST', '/api/recurring-invoices', body);
    expect(answer.status).toBe(201);
    return answer.body.data as unknown as ProfileJson;
  };

  beforeAll(async () => {
    await stack.start();
    const now = await stack.now();
    start = monthsFrom(now, 1);
    ada = stack.user();
    const german = await ada.client('Kunde GmbH', { language: 'en-GB' });
    profiles.fromClient = await make(profileBody(german, { start_date: start }));
    const template = profileBody(german, { start_date: start });
    profiles.fromTemplate = await make({ ...template, invoice: { ...template.invoice, language: 'fr-fr' } });
    // The client's language at run time, not when the profile was made.
    await ada.updateClient(german, { language: 'de-DE' });
    const target = new Date(`${monthsFrom(now, 1)}T10:00:00Z`);
    await stack.advanceHours((target.getTime() - now.getTime()) / 3_600_000);
  }, 240_000);
  afterAll(() => stack.stop());

  it("takes the client's language at run time when the template has none, placeholders in it", async () => {
    const [invoice] = await stack.invoicesOf(ada, profiles.fromClient.id);
    const issued = occurrenceDate({ startDate: start, frequency: 'monthly' }, 1);
    expect(invoice).toMatchObject({ language: 'de-DE', issue_date: issued });
    expect((invoice.items as { description: string }[])[0].description).toBe(
      `Retainer ${monthYear(issued, 'de-DE')}`,
    );
  });

  it("keeps the template's language, and answers it on the profile", async () => {
    expect(profiles.fromTemplate.invoice).toMatchObject({ language: 'fr-FR' });
    const [invoice] = await stack.invoicesOf(ada, profiles.fromTemplate.id);
    const issued = String(invoice.issue_date);
    expect(invoice.language).toBe('fr-FR');
    expect((invoice.items as { description: string }[])[0].description).toBe(
      `Retainer ${monthYear(issued, 'fr-FR')}`,
    );
  });
});
