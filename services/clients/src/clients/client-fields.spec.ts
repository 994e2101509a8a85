import { create } from '@bufbuild/protobuf';
import { ClientFieldsSchema } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import { clientChangesFrom } from './client-fields';

const fields = (init: Parameters<typeof create<typeof ClientFieldsSchema>>[1]) =>
  create(ClientFieldsSchema, init);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceException) return { reason: error.reason, message: error.message };
  }
  throw new Error('expected a ServiceException');
};

describe('clientChangesFrom', () => {
  it.each([
    [' Europe/Berlin ', 'Europe/Berlin'],
    ['', ''],
  ])('keeps the time zone %p as %p (empty: the owner’s)', (timeZone, stored) => {
    expect(clientChangesFrom(fields({ timeZone }))).toEqual({ timeZone: stored });
  });

  it('refuses a time zone that is not an IANA name', () => {
    expect(refusal(() => clientChangesFrom(fields({ timeZone: 'Berlin Time' })))).toEqual({
      reason: 'clients.invalid_input',
      message: 'Unknown time zone Berlin Time: use an IANA name such as Europe/Berlin',
    });
  });

  it('trims the given fields and leaves unset ones out, so an update keeps them', () => {
    expect(clientChangesFrom(fields({ businessName: '  Acme ', notes: '' }))).toEqual({
      businessName: 'Acme',
      notes: '',
    });
  });

  it('accepts every status of the spec, prospect included, and treats an empty one as unset', () => {
    for (const status of ['active', 'inactive', 'archived', 'prospect']) {
      expect(clientChangesFrom(fields({ status }))).toEqual({ status });
    }
    expect(clientChangesFrom(fields({ status: '' }))).toEqual({});
  });

  it('names every problem in one clients.invalid_input', () => {
    const error = refusal(() =>
      clientChangesFrom(fields({ businessEmail: 'not-an-email', status: 'gone', taxId: 'x'.repeat(101) })),
    );
    expect(error.reason).toBe('clients.invalid_input');
    expect(error.message).toContain('Email must be a valid email address');
    expect(error.message).toContain('Status must be one of active, inactive, archived, prospect');
    expect(error.message).toContain('Tax ID must be at most 100 characters');
  });

  it('keeps the structured address and identifiers: country upper-cased, VAT number compacted', () => {
    expect(
      clientChangesFrom(
        fields({
          addressLines: { lines: [' Rue de Rivoli 1 ', 'Bât. B'] },
          postalCode: ' 75001 ',
          city: 'Paris',
          region: 'Île-de-France',
          country: 'fr',
          vatId: 'FR 40 303 265 045',
          registrationId: '732 829 320',
        }),
      ),
    ).toEqual({
      addressLines: ['Rue de Rivoli 1', 'Bât. B'],
      postalCode: '75001',
      city: 'Paris',
      region: 'Île-de-France',
      country: 'FR',
      vatId: 'FR40303265045',
      registrationId: '732 829 320',
    });
  });

  it("refuses a structured field invoice-core refuses, with invoice-core's message", () => {
    const error = refusal(() =>
      clientChangesFrom(
        fields({
          addressLines: { lines: ['a', 'b', 'c', 'd'] },
          country: 'XX',
          vatId: 'DE123',
          postalCode: '1'.repeat(21),
        }),
      ),
    );
    expect(error.reason).toBe('clients.invalid_input');
    expect(error.message).toContain('Address may have at most 3 lines');
    expect(error.message).toContain('Country must be a two-letter ISO 3166 code, such as DE');
    expect(error.message).toContain('VAT number is not a valid VAT number for its country');
    expect(error.message).toContain('Postal code must be at most 20 characters');
  });

  it('allows an empty email (the field is optional) and a well-formed one', () => {
    expect(clientChangesFrom(fields({ businessEmail: '' }))).toEqual({ businessEmail: '' });
    expect(clientChangesFrom(fields({ businessEmail: 'ada@example.com' }))).toEqual({
      businessEmail: 'ada@example.com',
    });
  });
});
