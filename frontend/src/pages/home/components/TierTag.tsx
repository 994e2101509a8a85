import type { Tier } from '../model/homeContent';
import './TierTag.css';

/** 'Free' or 'Pro' beside a benefit; own colours, dark enough on their tint for small text. */
export function TierTag({ tier }: { tier: Tier }) {
  return <span className={`tier-tag tier-tag--${tier.toLowerCase()}`}>{tier}</span>;
}
