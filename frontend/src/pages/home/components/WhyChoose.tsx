import { Typography } from 'antd';
import { BENEFITS } from '../model/homeContent';
import { TierTag } from './TierTag';
import './WhyChoose.css';

export function WhyChoose() {
  return (
    <section className="home-section" aria-labelledby="why-choose-title">
      <Typography.Title level={2} id="why-choose-title" className="home-section__title">
        Why Choose Paydraft
      </Typography.Title>
      <Typography.Paragraph className="home-section__lead">
        Start free in your browser; move to Pro when you want your documents and clients kept for you.
      </Typography.Paragraph>
      <ul className="benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="benefits__item">
            <div className="benefits__head">
              <Typography.Title level={3} className="benefits__title">
                {benefit.title}
              </Typography.Title>
              <TierTag tier={benefit.tier} />
            </div>
            <Typography.Paragraph className="benefits__text">{benefit.text}</Typography.Paragraph>
          </li>
        ))}
      </ul>
    </section>
  );
}
