import { AI_DETECTOR_MIN_WORDS } from '@studyhub/contracts';
import { BarChart3, DatabaseZap, FlaskConical, Highlighter, Scale, ShieldAlert } from 'lucide-react';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { formatPointsLabel } from '@/modules/points/format-points';
import { FeatureCards, LandingSection, ToolHero } from '@/modules/tool-landing/tool-landing';
import { DetectorForm } from '../components/detector-form';

const FEATURES = [
  {
    icon: Highlighter,
    title: 'Sentence by sentence',
    text: 'Each sentence is shaded by how machine-like it reads in its context: likely human, uncertain or possibly AI, with its probability.',
  },
  {
    icon: BarChart3,
    title: 'Measured, not guessed',
    text: 'How predictable the words are to a language model trained on human writing (and to a large AI model, where one is set up), how much sentences vary, how repetitive the text is and how varied its vocabulary and punctuation are.',
  },
  {
    icon: Scale,
    title: 'A known false-positive rate',
    text: 'The threshold is set on human writing the detector never trained on, and every result shows how many human texts reached it: the target is at most 1%.',
  },
  {
    icon: ShieldAlert,
    title: 'Never a verdict',
    text: 'It gives probabilities and bands, not judgements. Simple, formulaic or non-native writing raises the scores, so a result alone never shows who wrote a text.',
  },
  {
    icon: DatabaseZap,
    title: 'Your text is not kept',
    text: 'The detector runs on Studyhub’s servers and does not store your text. Where Studyhub has set up an AI model that can score text, that model reads it too, and the result names it.',
  },
  {
    icon: FlaskConical,
    title: 'Experimental',
    text: 'It is calibrated on human writing only. Until it has been trained and tested on labelled AI-written text, it is labelled experimental.',
  },
] as const;

/** /ai-detector: what the detector measures and what it cannot tell, its price, and the checker. */
export async function AiDetectorLandingView() {
  const offer = await loadAiToolsOffer();
  const price = formatPointsLabel(offer.prices.ai_detection);
  return (
    <div>
      <ToolHero
        id="detector-hero-heading"
        eyebrow="AI Detector"
        title="See which sentences read as machine-written"
        lead={`Paste at least ${AI_DETECTOR_MIN_WORDS} words. The detector shades each sentence by how predictable and uniform it reads compared with human writing, and tells you how often it flags human text.`}
      />

      <LandingSection id="detector-check-heading" heading="Check a text" spacing="py-12" headingSize="small">
        <div className="mt-6">
          <DetectorForm initialOffer={offer} />
        </div>
      </LandingSection>

      <LandingSection
        id="detector-how-heading"
        heading="What it does, and what it cannot"
        tone="muted"
        width="max-w-5xl"
      >
        <FeatureCards items={FEATURES} />
      </LandingSection>

      <LandingSection id="detector-price-heading" heading="What it costs">
        <p className="mt-4 text-muted">
          A check costs {price} (10 points are 1 USD), whatever the length up to 50,000 characters. The points are
          reserved when you check and charged when the result is shown; nothing is charged if the check fails or the
          text is under {AI_DETECTOR_MIN_WORDS} words.
        </p>
      </LandingSection>
    </div>
  );
}
