import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../app/store';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { TEST_TOKEN, testUser } from '../../../test/session';
import { FREE_LIMIT_STORAGE_KEY } from '../hooks/freeLimitStore';
import { PublicDocumentBuilder } from './PublicDocumentBuilder';

jest.setTimeout(30_000);

const payingStore = () =>
  makeStore({ session: { user: testUser(), token: TEST_TOKEN, loaded: true, dashboardAccess: 'granted' } });

const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="invoice-INV-1.pdf"',
    },
  });

async function generateOneItem() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.type(screen.getByLabelText('Description, item 1'), 'Design work');
  await user.type(screen.getByLabelText('Rate, item 1'), '150');
  await user.click(screen.getByRole('button', { name: /Generate Invoice PDF/ }));
}

describe('the public builder for a signed-in user with dashboard access', () => {
  beforeEach(() => {
    window.localStorage.clear();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf-1'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('sends the token with the PDF call, shows no free limit and counts nothing, and offers the dashboard', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => pdfResponse());
    renderWithProviders(<PublicDocumentBuilder />, { store: payingStore(), detachedStyles: true });
    expect(screen.getByRole('button', { name: /Open in dashboard/ })).toBeInTheDocument();
    expect(screen.queryByText(/free documents left today/)).not.toBeInTheDocument();

    await generateOneItem();

    await screen.findByText('Your invoice is ready!');
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(window.localStorage.getItem(FREE_LIMIT_STORAGE_KEY)).toBeNull();
  });

  it('after a 401 says the session ended and no PDF was made, and is a visitor’s builder again', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ success: false, error: 'Authentication expired', code: 'auth.invalid_token' }),
          {
            status: 401,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const { store } = renderWithProviders(<PublicDocumentBuilder />, {
      store: payingStore(),
      detachedStyles: true,
    });

    await generateOneItem();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your session has ended, so no PDF was made/)).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByRole('button', { name: /Open in dashboard/ })).not.toBeInTheDocument();
    expect(screen.getByText(/3 of 3 free documents left today/)).toBeInTheDocument();
    expect(window.localStorage.getItem(FREE_LIMIT_STORAGE_KEY)).toBeNull();
  });
});
