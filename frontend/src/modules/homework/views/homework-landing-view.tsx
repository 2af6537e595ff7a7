import { HOMEWORK_ANSWER_MAX_WORDS, writingCost } from '@studyhub/contracts';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { BadgeCheck, Camera, Globe2, ListOrdered, Search, Sigma } from 'lucide-react';
import { FeatureCards, LandingSection, PriceTable, ToolHero } from '@/modules/tool-landing/tool-landing';
import { AskForm } from '../components/ask-form';
import { homeworkHoldPoints } from '../homework-content';

const FEATURES = [
  {
    icon: Search,
    title: 'Similar questions first',
    text: 'As you type, questions other students made public appear, free to read. Ask for your own answer only if none fits.',
  },
  {
    icon: Sigma,
    title: 'Text, formulas or a photo',
    text: 'Type the question, write the formula in LaTeX with a live preview, or add a photo of the page.',
  },
  {
    icon: ListOrdered,
    title: 'Step by step',
    text: 'The AI explains each step in order, with the math typeset, and ends with the final answer.',
  },
  {
    icon: BadgeCheck,
    title: 'Checked where it can be',
    text: 'A math engine checks the arithmetic and algebra steps it can read. "Verified" means it confirmed the step; a step it found wrong is marked so you check it. Other steps were not checked.',
  },
  {
    icon: Globe2,
    title: 'Private unless you share',
    text: 'Your questions are private by default. Make one public and it gets its own page anyone can find.',
  },
  {
    icon: Camera,
    title: 'Honest about photos',
    text: 'When the AI model Studyhub runs cannot read images, it says so before anything is charged.',
  },
] as const;

const EXAMPLE_LENGTHS = [80, 250, HOMEWORK_ANSWER_MAX_WORDS] as const;

/** /ai-homework-helper: what the helper does and costs, with the ask box. */
export async function HomeworkLandingView() {
  const offer = await loadAiToolsOffer();
  return (
    <div>
      <ToolHero
        id="homework-hero-heading"
        eyebrow="AI Homework Helper"
        title="Step-by-step answers, with the math checked"
        lead="Ask a homework question in words, as a formula or as a photo. See how other students' questions were answered, or get your own answer, explained one step at a time."
      />

      <LandingSection id="ask-heading" heading="Ask a question" width="max-w-3xl" spacing="py-12" headingSize="small">
        <div className="mt-6">
          <AskForm initialOffer={offer} />
        </div>
      </LandingSection>

      <LandingSection id="homework-how-heading" heading="What it does" tone="muted" width="max-w-5xl">
        <FeatureCards items={FEATURES} />
      </LandingSection>

      <LandingSection id="homework-price-heading" heading="What it costs">
        <p className="mt-4 text-muted">
          Reading questions and answers is free. A new answer is charged like AI writing:{' '}
          {offer.prices.writing_per_100_words} points for every started 100 words the AI writes (10 points are 1 USD).
          When you ask, {homeworkHoldPoints(offer.prices)} points are held, the price of the longest answer (
          {HOMEWORK_ANSWER_MAX_WORDS} words). You pay for the words actually written, never more than that, the rest is
          released at once, and nothing is charged if no answer comes.
        </p>
        <PriceTable
          caption="Examples of answer prices"
          headings={['Answer length', 'Points']}
          rows={EXAMPLE_LENGTHS.map((words) => ({
            key: words,
            label: `${words.toLocaleString('en-US')} words`,
            value: writingCost(words, offer.prices).toLocaleString('en-US'),
          }))}
        />
        <p className="mt-6 text-sm text-muted">
          Answers come from the AI model Studyhub has set up. When none is available, asking says so and charges
          nothing.
        </p>
      </LandingSection>
    </div>
  );
}
