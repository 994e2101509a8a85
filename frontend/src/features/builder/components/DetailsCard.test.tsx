import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PUBLIC_DEFAULTS } from '../model/builderDefaults';
import { newBuilderState, type BuilderState, type DocumentType } from '../model/builderState';
import { DetailsCard } from './DetailsCard';

function renderDetails(type: DocumentType, dates: Pick<BuilderState, 'issueDate' | 'dueOrExpiryDate'>) {
  const state = {
    ...newBuilderState({ type, defaults: PUBLIC_DEFAULTS, today: dayjs('2026-05-10') }),
    ...dates,
  };
  renderWithProviders(<DetailsCard state={state} dispatch={jest.fn()} />);
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
