import { Grid, Typography } from 'antd';
import { useState } from 'react';
import { usePrefersReducedMotion } from '../../../shared/hooks/usePrefersReducedMotion';
import { useStepHighlight } from '../hooks/useStepHighlight';
import { STEPS } from '../model/homeContent';
import './HowItWorks.css';

/** The four steps; on wide screens a highlight walks through them (not under the pointer). */
export function HowItWorks() {
  const desktop = Grid.useBreakpoint().lg === true;
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const active = useStepHighlight({ count: STEPS.length, running: desktop && !reducedMotion && !hovered });
  const highlighting = desktop && !reducedMotion;

  return (
    <section className="home-section home-section--tinted" aria-labelledby="how-title">
      <Typography.Title level={2} id="how-title" className="home-section__title">
        How it works
      </Typography.Title>
      <ol className="steps" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className={highlighting && index === active ? 'steps__item steps__item--active' : 'steps__item'}
            data-active={highlighting && index === active ? 'true' : undefined}
          >
            <span className="steps__number" aria-hidden>
              {index + 1}
            </span>
            <Typography.Title level={3} className="steps__title">
              {step.title}
            </Typography.Title>
            <Typography.Paragraph className="steps__text">{step.text}</Typography.Paragraph>
          </li>
        ))}
      </ol>
    </section>
  );
}
