import { act, fireEvent, screen } from '@testing-library/react';
import { trackEvent } from '../../../shared/analytics/analytics';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { prefersReducedMotion } from '../test/prefersReducedMotion';
import { HeroCarousel } from './HeroCarousel';

jest.mock('../../../shared/analytics/analytics', () => ({
  ...jest.requireActual<object>('../../../shared/analytics/analytics'),
  trackEvent: jest.fn(),
}));

const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false');

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('HeroCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is a labelled carousel of two slides with named controls', () => {
    prefersReducedMotion(false);
    renderWithProviders(<HeroCarousel />, { detachedStyles: true });

    const region = screen.getByRole('region', { name: 'Paydraft highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('Slide 1 of 2');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    for (const name of [
      'Previous slide',
      'Next slide',
      'Pause slideshow',
      'Go to slide 1',
      'Go to slide 2',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Create professional invoices & quotes in minutes.',
    );
  });

  it('records each manual control as slideshow_interaction with its action and the slide it leads to', () => {
    prefersReducedMotion(false);
    const track = jest.mocked(trackEvent);
    track.mockClear();
    renderWithProviders(<HeroCarousel />, { detachedStyles: true });

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    // Held after a manual move, so the button offers Play.
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));

    expect(track.mock.calls).toEqual([
      ['slideshow_interaction', { action: 'next', slide_index: 2 }],
      ['slideshow_interaction', { action: 'previous', slide_index: 1 }],
      ['slideshow_interaction', { action: 'goto', slide_index: 2 }],
      ['slideshow_interaction', { action: 'play', slide_index: 2 }],
    ]);
  });

  it('advances after 5000 ms and wraps back to the first slide', () => {
    prefersReducedMotion(false);
    renderWithProviders(<HeroCarousel />, { detachedStyles: true });

    advance(4999);
    expect(currentSlide()).toHaveAccessibleName('Slide 1 of 2');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('Slide 2 of 2');
    expect(currentSlide()).toHaveTextContent('Manage clients and documents with our dashboard.');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1 of 2');
  });

  it('pauses on a manual next and resumes 10000 ms after it', () => {
    prefersReducedMotion(false);
    renderWithProviders(<HeroCarousel />, { detachedStyles: true });

    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('Slide 2 of 2');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();

    advance(9999);
    expect(currentSlide()).toHaveAccessibleName('Slide 2 of 2');
    advance(1);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1 of 2');
  });

  it('counts the 10000 ms from the last manual control, and previous wraps too', () => {
    prefersReducedMotion(false);
    renderWithProviders(<HeroCarousel />, { detachedStyles: true });

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('Slide 2 of 2');
    advance(8000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    advance(9000);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(1000);
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('Slide 2 of 2');
  });

  it('stays paused after Pause until Play, then advances again', () => {
    prefersReducedMotion(false);
    renderWithProviders(<HeroCarousel />, { detachedStyles: true });

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(30000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1 of 2');

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('Slide 2 of 2');
  });

  it('stays on the first slide when the user prefers reduced motion', () => {
    prefersReducedMotion(true);
    renderWithProviders(<HeroCarousel />, { detachedStyles: true });

    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(30000);
    expect(currentSlide()).toHaveAccessibleName('Slide 1 of 2');
    expect(screen.getByTestId('carousel-progress')).not.toHaveClass('hero__progress-bar--running');
  });
});
