import type { ReminderRule } from '@paydraft/invoice-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { InvoiceRemindersCard } from './InvoiceRemindersCard';

jest.setTimeout(60_000);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function Harness({
  start,
  seen,
}: {
  start: ReminderRule[] | null;
  seen: (value: ReminderRule[] | null) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <InvoiceRemindersCard
      value={value}
      onChange={(next) => {
        setValue(next);
        seen(next);
      }}
    />
  );
}

describe('InvoiceRemindersCard', () => {
  it("follows the owner's settings (null), none ([]), or its own rules, at most three", async () => {
    const seen = jest.fn();
    renderWithProviders(<Harness start={null} seen={seen} />, { detachedStyles: true });

    expect(screen.getByRole('radio', { name: 'Use my reminder settings' })).toBeChecked();
    await user().click(screen.getByRole('radio', { name: 'No reminders' }));
    expect(seen).toHaveBeenLastCalledWith([]);
    await user().click(screen.getByRole('radio', { name: 'Custom reminders' }));
    expect(seen).toHaveBeenLastCalledWith([{ days: 7, anchor: 'after_due' }]);
    await user().click(screen.getByRole('button', { name: /Add reminder/ }));
    await user().click(screen.getByRole('button', { name: /Add reminder/ }));
    expect(seen).toHaveBeenLastCalledWith([
      { days: 7, anchor: 'after_due' },
      { days: 14, anchor: 'after_due' },
      { days: 21, anchor: 'after_due' },
    ]);
    expect(screen.queryByRole('button', { name: /Add reminder/ })).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Remove reminder 2' }));
    expect(seen).toHaveBeenLastCalledWith([
      { days: 7, anchor: 'after_due' },
      { days: 21, anchor: 'after_due' },
    ]);
    await user().click(screen.getByRole('radio', { name: 'Use my reminder settings' }));
    expect(seen).toHaveBeenLastCalledWith(null);
  });
});
