import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DateField } from './DateField';

// The calendar's code cannot be downloaded (a release replaced the files while the page was open).
jest.mock('./DateCalendar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('DateField whose calendar cannot be loaded', () => {
  it('stays, closed, and still takes a typed date', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = jest.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<DateField id="due" label="Due date" value="2026-12-01" onChange={onChange} />, {
      detachedStyles: true,
    });

    await user.click(screen.getByRole('button', { name: 'Open calendar for Due date' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open calendar for Due date' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    const field = screen.getByLabelText('Due date');
    await user.clear(field);
    await user.type(field, '2026-12-24{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('2026-12-24');
    expect(field).toHaveValue('Dec 24, 2026');
  });
});
