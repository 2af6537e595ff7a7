import {
  HOMEWORK_ANSWER_HOLD_POINTS,
  HOMEWORK_ANSWER_MAX_WORDS,
  WRITING_POINTS_PER_100_WORDS,
  writingCost,
} from '@studyhub/contracts';
import { BadgeCheck, Camera, Globe2, ListOrdered, Search, Sigma } from 'lucide-react';
import { AskForm } from '../components/ask-form';

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
export function HomeworkLandingView() {
  return (
    <div>
      <section aria-labelledby="homework-hero-heading" className="bg-brand-950 py-14 text-white lg:py-20">
        <div className="page-container max-w-4xl">
          <p className="eyebrow text-brand-200">AI Homework Helper</p>
          <h1 id="homework-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Step-by-step answers, with the math checked
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-100">
            Ask a homework question in words, as a formula or as a photo. See how other students&apos; questions were
            answered, or get your own answer, explained one step at a time.
          </p>
        </div>
      </section>

      <section aria-labelledby="ask-heading" className="page-container max-w-3xl py-12">
        <h2 id="ask-heading" className="text-2xl font-bold tracking-tight text-ink">
          Ask a question
        </h2>
        <div className="mt-6">
          <AskForm />
        </div>
      </section>

      <section aria-labelledby="homework-how-heading" className="bg-surface-muted py-14">
        <div className="page-container max-w-5xl">
          <h2 id="homework-how-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            What it does
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

      <section aria-labelledby="homework-price-heading" className="page-container max-w-4xl py-14">
        <h2 id="homework-price-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          What it costs
        </h2>
        <p className="mt-4 text-muted">
          Reading questions and answers is free. A new answer is charged like AI writing: {WRITING_POINTS_PER_100_WORDS}{' '}
          points for every started 100 words the AI writes (10 points are 1 USD). When you ask,{' '}
          {HOMEWORK_ANSWER_HOLD_POINTS} points are held, the price of the longest answer ({HOMEWORK_ANSWER_MAX_WORDS}{' '}
          words). You pay for the words actually written, never more than that, the rest is released at once, and
          nothing is charged if no answer comes.
        </p>
        <table className="mt-6 w-full max-w-md border-collapse text-left text-sm">
          <caption className="sr-only">Examples of answer prices</caption>
          <thead>
            <tr className="border-b border-line-strong">
              <th scope="col" className="py-2 font-semibold text-ink">
                Answer length
              </th>
              <th scope="col" className="py-2 text-right font-semibold text-ink">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLE_LENGTHS.map((words) => (
              <tr key={words} className="border-b border-line">
                <td className="py-2 text-ink">{words.toLocaleString('en-US')} words</td>
                <td className="py-2 text-right text-ink">{writingCost(words).toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-6 text-sm text-muted">
          Answers come from the AI model Studyhub has set up. When none is available, asking says so and charges
          nothing.
        </p>
      </section>
    </div>
  );
}
