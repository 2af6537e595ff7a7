import { PLAGIARISM_CHECK_POINTS, PLAGIARISM_MIN_WORDS } from '@studyhub/contracts';
import { BookMarked, Columns2, Library, Quote, ShieldCheck, UserRoundX } from 'lucide-react';
import { formatPointsLabel } from '@/modules/points/format-points';
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
export function PlagiarismLandingView() {
  const price = formatPointsLabel(PLAGIARISM_CHECK_POINTS);
  return (
    <div>
      <section aria-labelledby="plagiarism-hero-heading" className="bg-brand-950 py-14 text-white lg:py-20">
        <div className="page-container max-w-4xl">
          <p className="eyebrow text-brand-200">Plagiarism Checker</p>
          <h1 id="plagiarism-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            See which passages match texts on Studyhub
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-100">
            Paste a text of at least {PLAGIARISM_MIN_WORDS} words or upload a PDF, DOCX or PPTX. You get the share of
            your words that match, each passage beside its source, and the collections searched.
          </p>
        </div>
      </section>

      <section aria-labelledby="plagiarism-check-heading" className="page-container max-w-4xl py-12">
        <h2 id="plagiarism-check-heading" className="text-2xl font-bold tracking-tight text-ink">
          Check a text
        </h2>
        <div className="mt-6">
          <PlagiarismForm />
        </div>
      </section>

      <section aria-labelledby="plagiarism-how-heading" className="bg-surface-muted py-14">
        <div className="page-container max-w-5xl">
          <h2 id="plagiarism-how-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            How the check works
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

      <section aria-labelledby="plagiarism-price-heading" className="page-container max-w-4xl py-14">
        <h2 id="plagiarism-price-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          What it costs
        </h2>
        <p className="mt-4 text-muted">
          A check costs {price} (10 points are 1 USD), up to 100,000 characters. The points are reserved when you check
          and charged when the report is shown; nothing is charged if the check fails.
        </p>
      </section>
    </div>
  );
}
