import { PLAGIARISM_MIN_WORDS } from '@studyhub/contracts';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { BookMarked, Columns2, Library, Quote, ShieldCheck, UserRoundX } from 'lucide-react';
import { formatPointsLabel } from '@/modules/points/format-points';
import { FeatureCards, LandingSection, ToolHero } from '@/modules/tool-landing/tool-landing';
import { PlagiarismForm } from '../components/plagiarism-form';

const FEATURES = [
  {
    icon: Library,
    title: 'Our own collections',
    text: 'Your text is compared with approved Studyhub documents, public homework questions and answers, and submissions other students chose to keep. Each report names what was searched.',
  },
  {
    icon: Columns2,
    title: 'Side by side',
    text: 'Every matching passage is highlighted in your text and shown beside the source passage, with a link to the source.',
  },
  {
    icon: Quote,
    title: 'Quotes and references apart',
    text: 'Text in quotation marks, block quotes and your bibliography are listed separately and not counted, unless you ask for them.',
  },
  {
    icon: BookMarked,
    title: 'Reworded text too',
    text: 'Matching looks at the run of content words and, separately, at the run of small words such as “the”, “of” and “in”, so copying with synonyms swapped in is still found.',
  },
  {
    icon: ShieldCheck,
    title: 'A similarity, not a verdict',
    text: 'The report gives a percentage and the passages. Whether a match is a problem is for you and your teacher to judge.',
  },
  {
    icon: UserRoundX,
    title: 'Your text stays yours',
    text: 'Your text is not kept unless you tick the box; a kept text is shown to others only as “A submission checked on Studyhub”.',
  },
] as const;

/** /plagiarism-checker: what the checker compares, its price, and the checker itself. */
export async function PlagiarismLandingView() {
  const offer = await loadAiToolsOffer();
  const price = formatPointsLabel(offer.prices.plagiarism_check);
  return (
    <div>
      <ToolHero
        id="plagiarism-hero-heading"
        eyebrow="Plagiarism Checker"
        title="See which passages match texts on Studyhub"
        lead={`Paste a text of at least ${PLAGIARISM_MIN_WORDS} words or upload a PDF, DOCX or PPTX. You get the share of your words that match, each passage beside its source, and the collections searched.`}
      />

      <LandingSection id="plagiarism-check-heading" heading="Check a text" spacing="py-12" headingSize="small">
        <div className="mt-6">
          <PlagiarismForm initialOffer={offer} />
        </div>
      </LandingSection>

      <LandingSection id="plagiarism-how-heading" heading="How the check works" tone="muted" width="max-w-5xl">
        <FeatureCards items={FEATURES} />
      </LandingSection>

      <LandingSection id="plagiarism-price-heading" heading="What it costs">
        <p className="mt-4 text-muted">
          A check costs {price} (10 points are 1 USD), up to 100,000 characters. The points are reserved when you check
          and charged when the report is shown; nothing is charged if the check fails.
        </p>
      </LandingSection>
    </div>
  );
}
