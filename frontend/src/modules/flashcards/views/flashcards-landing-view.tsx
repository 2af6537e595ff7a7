import { FLASHCARD_POINTS_BEYOND_BANDS, FLASHCARD_PRICE_BANDS } from '@studyhub/contracts';
import { BookOpenCheck, FileText, Gamepad2, Repeat, Share2, Upload } from 'lucide-react';
import Link from 'next/link';
import { FLASHCARDS_DASHBOARD_PATH } from '../flashcard-paths';

const FEATURES = [
  {
    icon: FileText,
    title: 'From your notes or a document',
    text: 'Paste notes or pick a document from your library. Key terms and their definitions become cards, each linked to the page it came from.',
  },
  {
    icon: BookOpenCheck,
    title: 'Only what the text says',
    text: 'When an AI model writes the cards, each one must be supported by the passage it cites; cards that are not are left out, and not charged.',
  },
  {
    icon: Repeat,
    title: 'Spaced repetition',
    text: 'Rate each card Again, Hard, Good or Easy and FSRS schedules its next review, at the retention you choose.',
  },
  {
    icon: Gamepad2,
    title: 'Four ways to study',
    text: 'Flip cards, learn with typed and multiple-choice answers, take a test with a score, or race the clock in match.',
  },
  {
    icon: Upload,
    title: 'CSV and Anki',
    text: 'Import cards from a CSV file or an Anki package, and export any deck to both.',
  },
  {
    icon: Share2,
    title: 'Share a deck',
    text: 'Make a deck public and anyone can study it from its own page, even without an account.',
  },
] as const;

/** /ai-flashcard-maker: what the flashcard maker does and costs, and the way in. */
export function FlashcardsLandingView() {
  const bands = FLASHCARD_PRICE_BANDS.map((band, index) => ({
    label: `${index === 0 ? 1 : FLASHCARD_PRICE_BANDS[index - 1]!.upToCards + 1} to ${band.upToCards} cards`,
    points: band.points,
  }));
  const last = FLASHCARD_PRICE_BANDS[FLASHCARD_PRICE_BANDS.length - 1]!.upToCards;
  return (
    <div>
      <section aria-labelledby="flashcards-hero-heading" className="bg-brand-950 py-14 text-white lg:py-20">
        <div className="page-container max-w-4xl">
          <p className="eyebrow text-brand-200">AI Flashcard Maker</p>
          <h1 id="flashcards-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Flashcards from your notes, reviewed when you are about to forget
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-100">
            Turn lecture notes or a document into a deck in seconds, edit it, and study it with spaced repetition.
          </p>
          <Link href={FLASHCARDS_DASHBOARD_PATH} className="btn-primary mt-8">
            Make flashcards
          </Link>
        </div>
      </section>

      <section aria-labelledby="flashcards-how-heading" className="bg-surface-muted py-14">
        <div className="page-container max-w-5xl">
          <h2 id="flashcards-how-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
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

      <section aria-labelledby="flashcards-price-heading" className="page-container max-w-4xl py-14">
        <h2 id="flashcards-price-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          What it costs
        </h2>
        <p className="mt-4 text-muted">
          Making decks by hand, importing, studying and exporting are free. Generating cards is charged by the number of
          cards made (10 points are 1 USD); the price of the number you ask for is held first, and you pay for the cards
          actually made, nothing if none are.
        </p>
        <table className="mt-6 w-full max-w-md border-collapse text-left text-sm">
          <caption className="sr-only">Prices of generated flashcards</caption>
          <thead>
            <tr className="border-b border-line-strong">
              <th scope="col" className="py-2 font-semibold text-ink">
                Cards generated
              </th>
              <th scope="col" className="py-2 text-right font-semibold text-ink">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.label} className="border-b border-line">
                <td className="py-2 text-ink">{band.label}</td>
                <td className="py-2 text-right text-ink">{band.points}</td>
              </tr>
            ))}
            <tr className="border-b border-line">
              <td className="py-2 text-ink">More than {last} cards</td>
              <td className="py-2 text-right text-ink">{FLASHCARD_POINTS_BEYOND_BANDS}</td>
            </tr>
          </tbody>
        </table>
        <Link href={FLASHCARDS_DASHBOARD_PATH} className="btn-primary mt-8">
          Start a deck
        </Link>
      </section>
    </div>
  );
}
