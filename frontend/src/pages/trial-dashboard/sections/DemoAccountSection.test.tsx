import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/renderWithProviders';
import { mockApi } from '../../../test/mockApi';
import { setViewportWidth } from '../../../test/viewport';
import { DEMO_USER } from '../model/demoData';

const SLOW = 40_000;
const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '[role="dialog"]',
  ) as HTMLElement;

/**
 * Types `value` and lets the clock run well past the debounce and the demo's check (about 1.5 s), on
 * fake timers: what the field shows then is all it will ever show for that value.
 */
async function typeAndLetChecksSettle(input: HTMLElement, value: string) {
  jest.useFakeTimers();
  try {
    fireEvent.change(input, { target: { value } });
    await act(() => jest.advanceTimersByTimeAsync(5_000));
  } finally {
    jest.useRealTimers();
  }
}

describe('the demo account', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    setViewportWidth(1280);
    api = mockApi({});
  });
  afterEach(() => expect(api.calls).toEqual([]));

  it(
    'shows the sample usage, 45 of 100 invoices and 23 of 100 quotes',
    async () => {
      renderRoute('/trial-dashboard?section=account');
      expect(await screen.findByText('Invoices: 45 / 100', {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.getByText('Quotes: 23 / 100')).toBeInTheDocument();
      expect(screen.getAllByText(DEMO_USER.email).length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'checks a username as the spec’s demo does, and Save opens the demo prompt',
    async () => {
      renderRoute('/trial-dashboard?section=account');
      fireEvent.click(await screen.findByLabelText('Edit username', {}, { timeout: 8000 }));
      const input = await screen.findByLabelText('New username');

      await typeAndLetChecksSettle(input, 'ab');
      expect(screen.queryByText('Username can only contain letters and numbers')).not.toBeInTheDocument();
      expect(screen.queryByText('Username is available')).not.toBeInTheDocument();

      fireEvent.change(input, { target: { value: 'ab!c' } });
      expect(await screen.findByText('Username can only contain letters and numbers')).toBeInTheDocument();

      fireEvent.change(input, { target: { value: 'studio42' } });
      expect(await screen.findByText('Username is available', {}, { timeout: 4000 })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await findDialog('Sign up to use this feature')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'checks an email address as the spec’s demo does',
    async () => {
      renderRoute('/trial-dashboard?section=account');
      fireEvent.click(await screen.findByLabelText('Edit email', {}, { timeout: 8000 }));
      const input = await screen.findByLabelText('New email address');

      fireEvent.change(input, { target: { value: 'not-an-address' } });
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

      await typeAndLetChecksSettle(input, DEMO_USER.email);
      expect(screen.queryByText(/available|valid email/)).not.toBeInTheDocument();

      fireEvent.change(input, { target: { value: 'new@brightline.studio' } });
      expect(
        await screen.findByText('Email address is available', {}, { timeout: 3000 }),
      ).toBeInTheDocument();
      const form = input.closest('form') ?? document.body;
      expect(within(form as HTMLElement).getByRole('button', { name: 'Save' })).toBeEnabled();
    },
    SLOW,
  );
});
