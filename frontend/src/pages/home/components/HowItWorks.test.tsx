import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { prefersReducedMotion } from '../test/prefersReducedMotion';
import { setViewportWidth } from '../../../test/viewport';
import { HowItWorks } from './HowItWorks';

const activeStep = () => document.querySelector('[data-active="true"] h3')?.textContent ?? null;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('HowItWorks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the four steps and moves the highlight every 2400 ms on a desktop, wrapping', () => {
    setViewportWidth(1280);
    prefersReducedMotion(false);
    renderWithProviders(<HowItWorks />, { detachedStyles: true });

    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(activeStep()).toBe('Choose the document');
    advance(2399);
    expect(activeStep()).toBe('Choose the document');
    advance(1);
    expect(activeStep()).toBe('Enter the details');
    advance(2400 * 3);
    expect(activeStep()).toBe('Choose the document');
  });

  it('holds the highlight while the pointer is over the steps', () => {
    setViewportWidth(1280);
    prefersReducedMotion(false);
    renderWithProviders(<HowItWorks />, { detachedStyles: true });

    advance(2400);
    fireEvent.mouseEnter(screen.getByRole('list'));
    advance(10000);
    expect(activeStep()).toBe('Enter the details');
    fireEvent.mouseLeave(screen.getByRole('list'));
    advance(2400);
    expect(activeStep()).toBe('Add line items');
  });

  it('highlights nothing on a phone or with reduced motion', () => {
    setViewportWidth(390);
    prefersReducedMotion(false);
    const phone = renderWithProviders(<HowItWorks />, { detachedStyles: true });
    advance(5000);
    expect(activeStep()).toBeNull();
    phone.unmount();

    setViewportWidth(1280);
    prefersReducedMotion(true);
    renderWithProviders(<HowItWorks />, { detachedStyles: true });
    advance(5000);
    expect(activeStep()).toBeNull();
  });
});
