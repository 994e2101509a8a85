import { EPC_MAX_BYTES, epcPayload, type EpcTransfer } from './epc-payload';

const TRANSFER: EpcTransfer = {
  name: 'Nordlicht Design GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  amount: '1234.5',
  structuredReference: '',
  text: 'INV-2026-0042',
};

describe('epcPayload (EPC069-12 version 002)', () => {
  it('writes an RF reference as the structured remittance, leaving out the empty unstructured line', () => {
    expect(epcPayload({ ...TRANSFER, structuredReference: 'RF18539007547034' })).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'COBADEFFXXX',
        'Nordlicht Design GmbH',
        'DE89370400440532013000',
        'EUR1234.50',
        '',
        'RF18539007547034',
      ].join('\n'),
    );
  });

  it('writes other references as unstructured text on line 11, after an empty purpose and structured line', () => {
    expect(epcPayload(TRANSFER)).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nNordlicht Design GmbH\nDE89370400440532013000\nEUR1234.50\n\n\nINV-2026-0042',
    );
  });

  it('leaves an invalid BIC out (optional in 002) and keeps its empty line', () => {
    expect(
      epcPayload({ ...TRANSFER, bic: 'NOT A BIC' })
        ?.split('\n')
        .slice(3, 6),
    ).toEqual(['SCT', '', 'Nordlicht Design GmbH']);
  });

  it('keeps UTF-8 names and puts line breaks typed in a field on one line', () => {
    const payload = epcPayload({ ...TRANSFER, name: 'Müller & Söhne\nGmbH', text: 'Rechnung\r\n42' });

    expect(payload?.split('\n')[5]).toBe('Müller & Söhne GmbH');
    expect(payload?.split('\n')[10]).toBe('Rechnung 42');
  });

  it('cuts the name to 70 characters and the text to 140', () => {
    const payload = epcPayload({ ...TRANSFER, name: 'N'.repeat(90), text: 'T'.repeat(200) }) ?? '';

    expect(payload.split('\n')[5]).toHaveLength(70);
    expect(payload.split('\n')[10]).toHaveLength(140);
  });

  it('cuts multi-byte remittance text to stay within 331 bytes, never splitting a character', () => {
    const payload = epcPayload({ ...TRANSFER, name: '株'.repeat(70), text: '請求'.repeat(70) }) ?? '';

    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(EPC_MAX_BYTES);
    expect(payload.split('\n')[10]).toMatch(/^(請求)+請?$/);
    expect(payload).not.toContain('\uFFFD');
  });

  it('refuses (no code) when the mandatory part alone passes 331 bytes', () => {
    expect(
      epcPayload({ ...TRANSFER, name: '𝔄'.repeat(70), structuredReference: 'RF18539007547034' }),
    ).toBeUndefined();
  });

  it('refuses an invalid IBAN and amounts outside 0.01 to 999,999,999.99', () => {
    expect(epcPayload({ ...TRANSFER, iban: 'DE89370400440532013001' })).toBeUndefined();
    expect(epcPayload({ ...TRANSFER, amount: '0.00' })).toBeUndefined();
    expect(epcPayload({ ...TRANSFER, amount: '1000000000' })).toBeUndefined();
    expect(epcPayload({ ...TRANSFER, amount: '999999999.99' })).toContain('EUR999999999.99');
  });
});
