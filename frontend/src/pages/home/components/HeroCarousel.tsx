import { CaretRightOutlined, LeftOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { AnalyticsEvent, trackEvent } from '../../../shared/analytics/analytics';
import { usePrefersReducedMotion } from '../../../shared/hooks/usePrefersReducedMotion';
import { AUTOPLAY_MS, useCarousel } from '../hooks/useCarousel';
import { FreeSlide, ProSlide } from './HeroSlides';
import './HeroCarousel.css';

const SLIDES = [FreeSlide, ProSlide];

/**
 * The two-slide hero, built as the WAI-ARIA carousel pattern: a region with
 * previous, next, play/pause and one dot per slide. Both slides share one grid cell, so the hero is
 * as tall as the taller slide and nothing below moves when the slide changes.
 */
export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel({ count: SLIDES.length, reducedMotion });
  // The slideshow_interaction event, with the action and the slide it leads to (1-based).
  const track = (action: 'previous' | 'next' | 'play' | 'pause' | 'goto', slide: number) =>
    trackEvent(AnalyticsEvent.SlideshowInteraction, {
      action,
      slide_index: ((slide + SLIDES.length) % SLIDES.length) + 1,
    });

  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Paydraft highlights">
      <div className="hero__slides" aria-live={carousel.playing ? 'off' : 'polite'}>
        {SLIDES.map((SlideContent, index) => {
          const current = index === carousel.index;
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`Slide ${index + 1} of ${SLIDES.length}`}
              aria-hidden={!current}
              inert={!current}
              className={current ? 'hero__slide hero__slide--current' : 'hero__slide'}
            >
              <SlideContent />
            </div>
          );
        })}
      </div>
      <div className="hero__controls">
        <Button
          shape="circle"
          icon={<LeftOutlined />}
          aria-label="Previous slide"
          onClick={() => {
            track('previous', carousel.index - 1);
            carousel.previous();
          }}
        />
        <Button
          shape="circle"
          icon={carousel.playing ? <PauseOutlined /> : <CaretRightOutlined />}
          aria-label={carousel.playing ? 'Pause slideshow' : 'Play slideshow'}
          onClick={() => {
            track(carousel.playing ? 'pause' : 'play', carousel.index);
            carousel.togglePlay();
          }}
        />
        <div className="hero__dots">
          {SLIDES.map((_, index) => (
            <button
              key={index}
              type="button"
              className="hero__dot"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === carousel.index ? 'true' : undefined}
              onClick={() => {
                track('goto', index);
                carousel.goTo(index);
              }}
            />
          ))}
        </div>
        <Button
          shape="circle"
          icon={<RightOutlined />}
          aria-label="Next slide"
          onClick={() => {
            track('next', carousel.index + 1);
            carousel.next();
          }}
        />
      </div>
      <div className="hero__progress" aria-hidden="true">
        <div
          key={`${carousel.index}-${carousel.playing}`}
          className={
            carousel.playing ? 'hero__progress-bar hero__progress-bar--running' : 'hero__progress-bar'
          }
          style={{ animationDuration: `${AUTOPLAY_MS}ms` }}
          data-testid="carousel-progress"
        />
      </div>
    </section>
  );
}
