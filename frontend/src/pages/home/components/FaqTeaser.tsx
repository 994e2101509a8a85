import { Typography } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/paths';
import { FAQ_TEASER } from '../model/homeContent';
import './FaqTeaser.css';

/** Three common questions as native disclosures (no script needed), and the way to the full FAQ. */
export function FaqTeaser() {
  return (
    <section className="home-section" aria-labelledby="faq-title">
      <Typography.Title level={2} id="faq-title" className="home-section__title">
        Frequently asked questions
      </Typography.Title>
      <div className="faq-teaser">
        {FAQ_TEASER.map((item) => (
          <details key={item.question} className="faq-teaser__item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
      <p className="faq-teaser__more">
        <Link to={PATHS.faq}>Read all questions in the FAQ</Link>
      </p>
    </section>
  );
}
