import { AI_DETECTION_POINTS, AI_DETECTOR_MIN_WORDS } from '@studyhub/contracts';
import { BarChart3, FlaskConical, Highlighter, Scale, ShieldAlert, WifiOff } from 'lucide-react';
import { formatPointsLabel } from '@/modules/points/format-points';
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
    text: 'How predictable the words are to a language model trained on human writing, how much sentences vary, how repetitive the text is and how varied its vocabulary and punctuation are.',
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
    icon: WifiOff,
    title: 'Your text stays here',
    text: 'The detector runs on Studyhub’s own servers; your text is not sent to an outside AI service and is not stored.',
  },
  {
    icon: FlaskConical,
    title: 'Experimental',
    text: 'It is calibrated on human writing only. Until it has been trained and tested on labelled AI-written text, it is labelled experimental.',
  },
] as const;

/** /ai-detector: what the detector measures and what it cannot tell, its price, and the checker. */
export function AiDetectorLandingView() {
  const price = formatPointsLabel(AI_DETECTION_POINTS);
  return (
    <div>
      <section aria-labelledby="detector-hero-heading" className="bg-brand-950 py-14 text-white lg:py-20">
        <div className="page-container max-w-4xl">
          <p className="eyebrow text-brand-200">AI Detector</p>
          <h1 id="detector-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            See which sentences read as machine-written
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-100">
            Paste at least {AI_DETECTOR_MIN_WORDS} words. The detector shades each sentence by how predictable and
            uniform it reads compared with human writing, and tells you how often it flags human text.
          </p>
        </div>
      </section>

      <section aria-labelledby="detector-check-heading" className="page-container max-w-4xl py-12">
        <h2 id="detector-check-heading" className="text-2xl font-bold tracking-tight text-ink">
          Check a text
        </h2>
        <div className="mt-6">
          <DetectorForm />
        </div>
      </section>

      <section aria-labelledby="detector-how-heading" className="bg-surface-muted py-14">
        <div className="page-container max-w-5xl">
          <h2 id="detector-how-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            What it does, and what it cannot
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-2xl border border-line bg-white p-6">
                <feature.icon aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-3 font-semibold text-ink">{feature.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="detector-price-heading" className="page-container max-w-4xl py-14">
        <h2 id="detector-price-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          What it costs
        </h2>
        <p className="mt-4 text-muted">
          A check costs {price} (10 points are 1 USD), whatever the length up to 50,000 characters. The points are
          reserved when you check and charged when the result is shown; nothing is charged if the check fails or the
          text is under {AI_DETECTOR_MIN_WORDS} words.
        </p>
      </section>
    </div>
  );
}
