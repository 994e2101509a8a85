import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PUBLIC_DEFAULTS } from '../model/builderDefaults';
import { newBuilderState, type BuilderState } from '../model/builderState';
import type { DocumentType } from '../model/documentType';
import { DetailsCard } from './DetailsCard';

function renderDetails(type: DocumentType, dates: Pick<BuilderState, 'issueDate' | 'dueOrExpiryDate'>) {
  const state = {
    ...newBuilderState({ type, defaults: PUBLIC_DEFAULTS, today: dayjs('2026-05-10') }),
    ...dates,
  };
  const dispatch = jest.fn();
  renderWithProviders(<DetailsCard state={state} dispatch={dispatch} />);
  return dispatch;
}

async function typeInto(label: string, text: string) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const field = screen.getByLabelText(label);
  await user.click(field);
  await user.clear(field);
  await user.type(field, text);
  await user.tab();
  return field;
}

describe('DetailsCard', () => {
  it('warns on the due date field when it is before the issue date', () => {
    renderDetails('invoice', { issueDate: '2026-05-10', dueOrExpiryDate: '2026-05-09' });

    const warning = screen.getByText('Due date is before the issue date');
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(
      'Due date is before the issue date',
    );
    expect(warning.closest('.ant-form-item')).toHaveClass('ant-form-item-has-warning');
  });

  it.each([
    ['an ISO date', '2026-12-01'],
    ['the displayed format', 'Dec 1, 2026'],
  ])('takes %s typed by keyboard', async (_case, text) => {
    const dispatch = renderDetails('invoice', { issueDate: '2026-05-10', dueOrExpiryDate: '2026-06-09' });

    await typeInto('Due date', text);

    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'setDate',
      field: 'dueOrExpiryDate',
      value: '2026-12-01',
    });
    expect(screen.queryByText(/is not a date/)).not.toBeInTheDocument();
  });

  it('says so when a typed value is not a date, and keeps the text instead of reverting', async () => {
    const dispatch = renderDetails('invoice', { issueDate: '2026-05-10', dueOrExpiryDate: '2026-06-09' });

    const field = await typeInto('Issue date', '2026-13-45');

    const message = "'2026-13-45' is not a date. Type it as 2026-12-01 or Dec 1, 2026.";
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue('2026-13-45');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(dispatch).not.toHaveBeenCalledWith(expect.objectContaining({ field: 'issueDate' }));
  });

  it("says 'Valid until' on a quote", () => {
    renderDetails('quote', { issueDate: '2026-05-10', dueOrExpiryDate: '2026-04-30' });

    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(
      'Valid until is before the issue date',
    );
  });

  it.each([
    ['the same day', '2026-05-10'],
    ['a later day', '2026-06-09'],
    ['no date', ''],
  ])('says nothing for %s', (_case, dueOrExpiryDate) => {
    renderDetails('invoice', { issueDate: '2026-05-10', dueOrExpiryDate });

    expect(screen.queryByText(/is before the issue date/)).not.toBeInTheDocument();
  });
});
