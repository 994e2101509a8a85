import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderWithProviders';
import type { ApiPublicDocument } from '../../shared/api/generated';
import { publicDocument } from '../../test/publicDocument';

// The page and its catalogue are lazy chunks, and antd's Modal is slow in jsdom.
jest.setTimeout(30_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const DOCUMENT = publicDocument({
  document_type: 'invoice',
  document_number: 'INV-7',
  status: 'sent',
  issue_date: '2026-03-05',
  due_or_expiry_date: '2026-04-04',
  po_number: 'PO-77',
  payment_terms: '',
  currency: 'EUR',
  tax_rate: '19',
  discount_percentage: '10',
  sender_info: 'Acme Studio',
  receiver_info: 'Globex GmbH',
  items: [{ description: 'Design', qty: '10', price: '123.45', cols: {} }],
  custom_columns: [],
  notes: '',
  total_amount: '1322.15',
  logo_url: null,
  business_name: 'Acme Studio',
  signer_name: null,
  decided_at: null,
  pay_now: { amount: '1322.15', currency: 'EUR' },
});

const show = (type: string, fields: Partial<ApiPublicDocument>) => {
  const url = `/api/documents/${type}/tok`;
  const api = mockApi({
    [`GET ${url}`]: { body: { success: true, data: { ...DOCUMENT, document_type: type, ...fields } } },
    [`POST ${url}/accept`]: {
      body: {
        success: true,
        data: {
          ...DOCUMENT,
          ...fields,
          document_type: type,
          status: 'accepted',
          signer_name: 'Greta Müller',
          decided_at: '2026-03-06T10:00:00.000Z',
        },
      },
    },
  });
  renderRoute(`/view/${type}/tok`);
  return { api, url };
};

const root = () => document.querySelector('.public-view') as HTMLElement;

describe("PublicDocumentPage in the document's language", () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('shows a German invoice with German labels, dates and amounts, and lang="de-DE"', async () => {
    show('invoice', { language: 'de-DE' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rechnung INV-7' })).toBeInTheDocument();
    expect(screen.getByText('Fälligkeitsdatum')).toBeInTheDocument();
    expect(screen.getByText('4. April 2026')).toBeInTheDocument();
    expect(screen.getByText('5. März 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rechnung an' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Einzelpreis' })).toBeInTheDocument();
    expect(screen.getByText('Rabatt (10 %)')).toBeInTheDocument();
    expect(screen.getByText('Steuer (19 %)')).toBeInTheDocument();
    expect(screen.getAllByText('Gesamtbetrag').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Jetzt bezahlen · 1\.322,15\u00a0€/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /PDF herunterladen/ })).toBeInTheDocument();
    expect(root()).toHaveAttribute('lang', 'de-DE');
    expect(root()).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'de-DE');
    expect(document.title).toBe('Rechnung INV-7 von Acme Studio | Paydraft');
  });

  it('runs the accept flow of a German quote in German', async () => {
    const { api, url } = show('quote', { language: 'de-DE', pay_now: null });

    await user().click(await screen.findByRole('button', { name: /Angebot annehmen/ }));
    const dialog = (
      await screen.findByText('Angebot INV-7 annehmen', { selector: '.ant-modal-title' })
    ).closest('.ant-modal') as HTMLElement;
    await user().click(within(dialog).getByRole('button', { name: 'Angebot annehmen' }));
    expect(
      await within(dialog).findByText('Bitte geben Sie Ihren vollständigen Namen ein'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();

    await user().type(within(dialog).getByRole('textbox', { name: 'Vollständiger Name' }), 'Greta Müller');
    await user().click(within(dialog).getByRole('button', { name: 'Angebot annehmen' }));

    expect(await screen.findByText('Angebot erfolgreich angenommen!')).toBeInTheDocument();
    expect(api.callsTo(`POST ${url}/accept`)).toHaveLength(1);
    expect(await screen.findByText('Angenommen von Greta Müller am 6. März 2026')).toBeInTheDocument();
    expect(screen.getByText('Gültig bis')).toBeInTheDocument();
  });

  it('mirrors an Arabic invoice: dir="rtl", Arabic title, amounts kept left to right', async () => {
    show('invoice', { language: 'ar-SA' });

    expect(await screen.findByRole('heading', { level: 1, name: 'فاتورة INV-7' })).toBeInTheDocument();
    expect(root()).toHaveAttribute('dir', 'rtl');
    expect(root()).toHaveAttribute('lang', 'ar-SA');
    expect(root().querySelector('.ant-table-rtl, .public-items')).not.toBeNull();
    const total = root().querySelector('.public-doc__grand-total bdi');
    expect(total?.textContent).toMatch(/١٬٣٢٢٫١٥/);
  });

  it('shows an answer without a language in English', async () => {
    show('invoice', {});

    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-7' })).toBeInTheDocument();
    expect(screen.getByText('Due date')).toBeInTheDocument();
    expect(root()).toHaveAttribute('lang', 'en-US');
  });
});
