import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DateField } from './DateField';

/** A due date field holding its own value, as a form does; `onChange` sees each new date. */
function renderDueDate({ value = '2026-12-01', allowClear = true } = {}) {
  const onChange = jest.fn();
  function Form() {
    const [date, setDate] = useState(value);
    return (
      <DateField
        id="due"
        label="Due date"
        value={date}
        allowClear={allowClear}
        onChange={(next) => {
          onChange(next);
          setDate(next);
        }}
      />
    );
  }
  renderWithProviders(<Form />, { detachedStyles: true });
  return {
    onChange,
    user: userEvent.setup({ pointerEventsCheck: 0 }),
    field: screen.getByLabelText('Due date'),
  };
}

const calendarButton = (expanded?: boolean) =>
  screen.getByRole('button', { name: 'Open calendar for Due date', expanded });

describe('DateField', () => {
  it('shows its date as text, with no calendar until one is asked for', () => {
    const { field } = renderDueDate();

    expect(field).toHaveValue('Dec 1, 2026');
    expect(calendarButton(false)).toBeInTheDocument();
    expect(screen.queryByTitle('2026-12-15')).not.toBeInTheDocument();
  });

  it('opens the calendar from its button, and a day picked there becomes the date of the same input', async () => {
    const { field, onChange, user } = renderDueDate();

    await user.click(calendarButton());
    await user.click(await screen.findByTitle('2026-12-15'));

    expect(onChange).toHaveBeenLastCalledWith('2026-12-15');
    expect(screen.getByLabelText('Due date')).toBe(field);
    expect(field).toHaveValue('Dec 15, 2026');
    expect(field).toHaveFocus();
    expect(calendarButton(false)).toBeInTheDocument();
  });

  it('opens the calendar with Alt+ArrowDown and closes it with Escape, the focus staying in the field', async () => {
    const { field, user } = renderDueDate();

    await user.click(field);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(calendarButton(true)).toBeInTheDocument();
    await screen.findByTitle('2026-12-15');

    await user.keyboard('{Escape}');
    expect(calendarButton(false)).toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('clears the date with its clear button', async () => {
    const { field, onChange, user } = renderDueDate();

    await user.click(screen.getByRole('button', { name: 'Clear Due date' }));

    expect(onChange).toHaveBeenLastCalledWith('');
    expect(field).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Due date' })).not.toBeInTheDocument();
  });

  it('clears the date when its text is deleted and the field left', async () => {
    const { field, onChange, user } = renderDueDate();

    await user.clear(field);
    await user.tab();

    expect(onChange).toHaveBeenLastCalledWith('');
    expect(field).toHaveValue('');
  });

  it('shows its date again when a date it cannot be without is deleted and the field left', async () => {
    const { field, onChange, user } = renderDueDate({ allowClear: false });

    await user.clear(field);
    await user.tab();

    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('Dec 1, 2026');
    expect(screen.queryByRole('button', { name: 'Clear Due date' })).not.toBeInTheDocument();
  });
});
