import { PATHS } from '../../shared/paths';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { FaqTeaser } from './components/FaqTeaser';
import { HeroCarousel } from './components/HeroCarousel';
import { HomeCallToAction } from './components/HomeCallToAction';
import { HowItWorks } from './components/HowItWorks';
import { PlanComparison } from './components/PlanComparison';
import { SamplePdfs } from './components/SamplePdfs';
import { WhyChoose } from './components/WhyChoose';
import { useHomeRedirect } from './hooks/useHomeRedirect';
import './HomePage.css';

/** `/`: the public home page, in the spec's order; a signed-in user with the dashboard goes there. */
export function HomePage() {
  usePageMeta(PAGE_META[PATHS.home]);
  useHomeRedirect();

  return (
    <div className="home">
      <HeroCarousel />
      <WhyChoose />
      <SamplePdfs />
      <PlanComparison />
      <HowItWorks />
      <FaqTeaser />
      <HomeCallToAction />
    </div>
  );
}
