import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FREE_LIMIT_STORAGE_KEY } from '../hooks/freeLimitStore';
import { PublicDocumentBuilder } from './PublicDocumentBuilder';

jest.setTimeout(15_000);

const stored = (): number[] => JSON.parse(window.localStorage.getItem(FREE_LIMIT_STORAGE_KEY) ?? '[]');

const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="invoice-INV-1.pdf"',
    },
  });

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fillOneItem(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your business details'), 'Acme Ltd');
  await user.type(screen.getByLabelText('Description, item 1'), 'Design work');
  await user.type(screen.getByLabelText('Rate, item 1'), '150');
}

describe('Generate panel', () => {
  let createObjectURL: jest.Mock;
  let click: jest.SpyInstance;

  afterEach(() => jest.useRealTimers());

  beforeEach(() => {
    window.localStorage.clear();
    createObjectURL = jest.fn((_blob: Blob) => 'blob:pdf-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('posts the document, downloads the PDF, shows success and counts one generation', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(pdfResponse());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
    await fillOneItem(user);

    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your invoice is ready!')).toBeInTheDocument();
    expect(within(dialog).getByText('invoice-INV-1.pdf has been downloaded.')).toBeInTheDocument();
    expect(createObjectURL.mock.calls[0][0]).toMatchObject({ type: 'application/pdf', size: 13 });
    expect(click).toHaveBeenCalledTimes(1);
    expect(stored()).toHaveLength(1);
    expect(screen.getByText('You have 2 of 3 free documents left today.')).toBeInTheDocument();

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/pdf');
    const form = await request.formData();
    const document = JSON.parse(String(form.get('document')));
    expect(document).toMatchObject({
      document_type: 'invoice',
      document_number: 'INV-1',
      sender_info: 'Acme Ltd',
      currency: 'USD',
      items: [{ description: 'Design work', qty: '1', price: '150', cols: {} }],
      table_border: false,
    });
    expect(form.get('logo')).toBeNull();
  });

  it('asks for an item instead of generating a blank document, and spends nothing', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    // jsdom lays nothing out and has no scrollIntoView.
    const scrollIntoView = jest.fn();
    Object.assign(Element.prototype, { scrollIntoView });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
    // A quantity alone bills nothing: the row is still empty.
    await user.type(screen.getByLabelText('Quantity, item 1'), '0');
    await user.click(screen.getByRole('button', { name: /Add item/ }));

    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));

    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Add at least one item with a description or a rate');
    const first = screen.getByRole('textbox', { name: 'Description, item 1' });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Add at least one item with a description or a rate');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
    expect(stored()).toHaveLength(0);
    expect(screen.getByText(/3 of 3 free documents left today/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Rate, item 2'), '40');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves rows added and left blank out of the document', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(pdfResponse());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
    await user.click(screen.getByRole('button', { name: /Add item/ }));
    await user.type(screen.getByLabelText('Description, item 2'), 'Design work');
    await user.click(screen.getByRole('button', { name: /Add item/ }));

    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));

    await screen.findByRole('dialog');
    const form = await (fetchMock.mock.calls[0][0] as Request).formData();
    expect(JSON.parse(String(form.get('document'))).items).toEqual([
      { description: 'Design work', qty: '1', price: '0', cols: {} },
    ]);
  });

  it('draws the PDF with table borders when asked', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(pdfResponse());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
    await fillOneItem(user);

    await user.click(screen.getByRole('checkbox', { name: 'Table borders in the PDF' }));
    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));

    await screen.findByText('Your invoice is ready!');
    const form = await (fetchMock.mock.calls[0][0] as Request).formData();
    expect(JSON.parse(String(form.get('document')))).toMatchObject({ table_border: true });
  });

  it('warns about a due date before the issue date but still generates', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(pdfResponse());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
    await fillOneItem(user);
    const due = screen.getByLabelText('Due date');
    await user.click(due);
    await user.clear(due);
    await user.type(due, 'Jan 2, 2020{Enter}');

    expect(screen.getByText('Due date is before the issue date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));

    await screen.findByText('Your invoice is ready!');
    const form = await (fetchMock.mock.calls[0][0] as Request).formData();
    expect(JSON.parse(String(form.get('document')))).toMatchObject({ due_or_expiry_date: '2020-01-02' });
  });

  it("shows the server's words in the 'Daily Limit Reached' dialog on a 429", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse(429, { success: false, error: 'Too many PDFs from this network today' }),
      );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
    await fillOneItem(user);

    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Daily Limit Reached' });
    expect(dialog).toHaveTextContent('Too many PDFs from this network today');
    expect(within(dialog).getByText('Close')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Upgrade to Pro/ })).toBeInTheDocument();
    expect(stored()).toHaveLength(0);
    expect(click).not.toHaveBeenCalled();
  });

  it('opens the limit dialog without calling the server once 3 were made today', async () => {
    // A fixed afternoon: at the real clock's 00:00:02 one of the three would fall on yesterday.
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 15, 0, 0), advanceTimers: true });
    const now = Date.now();
    window.localStorage.setItem(FREE_LIMIT_STORAGE_KEY, JSON.stringify([now - 3000, now - 2000, now - 1000]));
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });

    expect(screen.getByText(/You've reached your daily limit of 3 documents/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Daily Limit Reached' });
    expect(dialog).toHaveTextContent("You've reached your daily limit of 3 documents.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses at once, with the rule, descriptions longer than 20,000 characters in all', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
    await fillOneItem(user);
    for (let n = 2; n <= 5; n++) {
      await user.click(screen.getByRole('button', { name: /Add item/ }));
      // One change event per description: typing 20,000 characters would take minutes here.
      fireEvent.change(screen.getByLabelText(`Description, item ${n}`), {
        target: { value: 'x'.repeat(5000) },
      });
    }

    await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Generate invoice Failed' });
    expect(dialog).toHaveTextContent(
      'Failed to generate PDF: Item descriptions must be at most 20,000 characters in all',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  }, 120_000);

  it("names the action and shows the server's message when generation fails", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse(400, { success: false, error: 'Invalid document', details: ['Unknown currency'] }),
      );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<PublicDocumentBuilder />, { detachedStyles: true });
    await user.click(screen.getByText('Quote'));
    await fillOneItem(user);

    await user.click(screen.getByRole('button', { name: /Generate Quote PDF/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Generate quote Failed' });
    expect(dialog).toHaveTextContent('Failed to generate PDF: Invalid document: Unknown currency');
    await waitFor(() => expect(stored()).toHaveLength(0));
  });
});
