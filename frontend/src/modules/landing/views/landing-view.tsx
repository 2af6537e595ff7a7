import { Suspense } from 'react';
import { AiToolsGrid } from '../components/ai-tools-grid';
import { AiWriterSection } from '../components/ai-writer-section';
import {
  FeaturedDocuments,
  HOME_LIMITS,
  PopularUniversitiesAndTextbooks,
  SectionSkeleton,
  TopSubjects,
} from '../components/catalog-sections';
import { ClosingCallToAction } from '../components/closing-call-to-action';
import { LandingHero } from '../components/landing-hero';
import { LandingStats } from '../components/landing-stats';
import { Testimonials } from '../components/testimonials';
import { UniversityStrip } from '../components/university-strip';

/**
 * The landing page in the spec's order: hero, university logo strip, AI tools grid, AI Writer
 * section, top subjects and featured documents (live catalog data), then testimonials. The static
 * sections never wait for the catalog: each data section streams in when its answer arrives.
 */
export function LandingView() {
  return (
    <>
      <LandingHero />
      <LandingStats />
      <UniversityStrip />
      <AiToolsGrid />
      <AiWriterSection />
      <Suspense fallback={<SectionSkeleton title="Top subjects" items={HOME_LIMITS.subjects} />}>
        <TopSubjects />
      </Suspense>
      <Suspense fallback={<SectionSkeleton title="Featured documents" items={8} muted />}>
        <FeaturedDocuments />
      </Suspense>
      <Suspense fallback={null}>
        <PopularUniversitiesAndTextbooks />
      </Suspense>
      <Testimonials />
      <ClosingCallToAction />
    </>
  );
}
