import { AiToolsGrid } from '../components/ai-tools-grid';
import { AiWriterSection } from '../components/ai-writer-section';
import { ClosingCallToAction } from '../components/closing-call-to-action';
import { LandingHero } from '../components/landing-hero';
import { LandingStats } from '../components/landing-stats';
import { Testimonials } from '../components/testimonials';
import { UniversityStrip } from '../components/university-strip';

/**
 * Static marketing parts of the landing page. Top subjects and featured documents are data-driven
 * and arrive with the catalog issue; nothing here is invented catalog data.
 */
export function LandingView() {
  return (
    <>
      <LandingHero />
      <LandingStats />
      <UniversityStrip />
      <AiToolsGrid />
      <AiWriterSection />
      <Testimonials />
      <ClosingCallToAction />
    </>
  );
}
