import { act, render, screen } from '@testing-library/react';
import { BusinessHoursIndicator } from './BusinessHoursIndicator';

describe('BusinessHoursIndicator', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['winter (EST, UTC−5) 09:00', '2027-01-13T14:00:00Z', 'Open Now'],
    ['winter (EST, UTC−5) 22:00', '2027-01-14T03:00:00Z', 'Closed Now'],
    ['summer (EDT, UTC−4) 09:00', '2027-07-14T13:00:00Z', 'Open Now'],
    ['summer (EDT, UTC−4) 22:00', '2027-07-15T02:00:00Z', 'Closed Now'],
  ])('reads the Eastern hour in %s', (_when, iso, text) => {
    jest.useFakeTimers({ now: new Date(iso) });
    render(<BusinessHoursIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('looks at the clock again every 60 seconds', () => {
    // 21:59:30 EDT: open, and closed once the minute passes.
    jest.useFakeTimers({ now: new Date('2027-07-15T01:59:30Z') });
    render(<BusinessHoursIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Open Now');

    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('status')).toHaveTextContent('Open Now');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('status')).toHaveTextContent('Closed Now');
  });
});
