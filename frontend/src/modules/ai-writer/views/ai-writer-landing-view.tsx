import { WRITING_POINTS_PER_100_WORDS, writingCost } from '@studyhub/contracts';
import { BookMarked, FileDown, History, PenLine, Settings2, Sparkles } from 'lucide-react';
import Link from 'next/link';
import { NEW_PAPER_PATH, WRITER_LIST_PATH } from '../writer-paths';

const STEPS = [
  {
    icon: Settings2,
    title: 'Describe the paper',
    text: 'Paper type, academic level, length, citation style, how many sources from which years, and your brief.',
  },
  {
    icon: Sparkles,
    title: 'Write with the AI, or without it',
    text: 'Ask for an outline, a full draft, one section or a continuation from your cursor, and watch it appear. Stop it at any moment.',
  },
  {
    icon: BookMarked,
    title: 'Keep your sources together',
    text: 'Add sources by DOI, web address, file or by hand. Citations are formatted in your style, and the writer flags sources outside your year range.',
  },
  {
    icon: History,
    title: 'Never lose a version',
    text: 'Your paper saves itself 20 seconds after you stop typing. Every saved change is a version you can compare word by word and restore.',
  },
  {
    icon: FileDown,
    title: 'Hand it in',
    text: 'Download a Word (.docx) or PDF file with your headings, formatting and reference list.',
  },
] as const;

const EXAMPLE_LENGTHS = [150, 500, 1_000, 2_000] as const;

/**
 * /ai-writer: what the AI Writer does and what it costs (spec section 9: writing 10 points per
 * started 100 words; everything else free), with the way in.
 */
export function AiWriterLandingView() {
  return (
    <div>
      <section aria-labelledby="writer-hero-heading" className="bg-brand-950 py-16 text-white lg:py-24">
        <div className="page-container max-w-4xl">
          <p className="eyebrow text-brand-200">AI Writer</p>
          <h1 id="writer-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            From a blank page to a paper you can hand in
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-100">
            An editor for essays, reports and research papers with an AI assistant that follows your brief, your level
            and your citation style. You stay the author: everything it writes lands in your editor, where you change it
            as you like.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={NEW_PAPER_PATH} className="btn bg-white px-6 text-base text-brand-800 hover:bg-brand-50">
              <PenLine aria-hidden="true" className="size-5" />
              Start a paper
            </Link>
            <Link
              href={WRITER_LIST_PATH}
              className="btn border border-white/40 px-6 text-base text-white hover:bg-white/10"
            >
              My papers
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="writer-how-heading" className="page-container max-w-5xl py-16">
        <h2 id="writer-how-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step.title} className="rounded-2xl border border-line bg-white p-6">
              <step.icon aria-hidden="true" className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="writer-price-heading" className="bg-surface-muted py-16">
        <div className="page-container max-w-4xl">
          <h2 id="writer-price-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            What it costs
          </h2>
          <p className="mt-4 text-muted">
            Creating papers, saving them, their versions, sources and formatting, and downloading them are free. Only
            text the AI writes costs points: {WRITING_POINTS_PER_100_WORDS} points for every started 100 words (10
            points are 1 USD). Before it starts, the writer shows the most a request can cost and holds that many
            points; you pay for the words it actually wrote, never more, and nothing if it fails.
          </p>
          <table className="mt-6 w-full max-w-md border-collapse text-left text-sm">
            <caption className="sr-only">Examples of writing prices</caption>
            <thead>
              <tr className="border-b border-line-strong">
                <th scope="col" className="py-2 font-semibold text-ink">
                  Words written
                </th>
                <th scope="col" className="py-2 text-right font-semibold text-ink">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {EXAMPLE_LENGTHS.map((words) => (
                <tr key={words} className="border-b border-line">
                  <td className="py-2 text-ink">{words.toLocaleString('en-US')}</td>
                  <td className="py-2 text-right text-ink">{writingCost(words).toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-6 text-sm text-muted">
            The writer uses the AI model Studyhub has set up and names it with every result. When no model is available,
            it says so and charges nothing; your papers stay yours to edit either way.
          </p>
          <Link href={NEW_PAPER_PATH} className="btn-primary mt-8">
            Start a paper
          </Link>
        </div>
      </section>
    </div>
  );
}
