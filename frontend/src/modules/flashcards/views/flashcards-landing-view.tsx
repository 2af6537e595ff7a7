import { FLASHCARD_PRICE_BANDS, flashcardsCost } from '@studyhub/contracts';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { ToolClosedBanner } from '@/modules/ai-tools/offer/tool-closed-notice';
import { BookOpenCheck, FileText, Gamepad2, Repeat, Share2, Upload } from 'lucide-react';
import Link from 'next/link';
import { FeatureCards, HeroLink, LandingSection, PriceTable, ToolHero } from '@/modules/tool-landing/tool-landing';
import { FLASHCARDS_DASHBOARD_PATH } from '../flashcard-paths';

const FEATURES = [
  {
    icon: FileText,
    title: 'From your notes or a document',
    text: 'Paste notes, pick a document from your library or upload a file of your own. Key terms and their definitions become cards, each linked to the page it came from.',
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
export async function FlashcardsLandingView() {
  const offer = await loadAiToolsOffer();
  // The bands' sizes are fixed; their prices are the ones in force.
  const bands = FLASHCARD_PRICE_BANDS.map((band, index) => ({
    label: `${index === 0 ? 1 : FLASHCARD_PRICE_BANDS[index - 1]!.upToCards + 1} to ${band.upToCards} cards`,
    points: flashcardsCost(band.upToCards, offer.prices),
  }));
  const last = FLASHCARD_PRICE_BANDS[FLASHCARD_PRICE_BANDS.length - 1]!.upToCards;
  return (
    <div>
      <ToolHero
        id="flashcards-hero-heading"
        eyebrow="AI Flashcard Maker"
        title="Flashcards from your notes, reviewed when you are about to forget"
        lead="Turn lecture notes or a document into a deck in seconds, edit it, and study it with spaced repetition."
        actions={<HeroLink href={FLASHCARDS_DASHBOARD_PATH}>Make flashcards</HeroLink>}
      />

      <ToolClosedBanner offer={offer} tool="flashcards" />

      <LandingSection id="flashcards-how-heading" heading="What it does" tone="muted" width="max-w-5xl">
        <FeatureCards items={FEATURES} />
      </LandingSection>

      <LandingSection id="flashcards-price-heading" heading="What it costs">
        <p className="mt-4 text-muted">
          Making decks by hand, importing, studying and exporting are free. Generating cards is charged by the number of
          cards made (10 points are 1 USD); the price of the number you ask for is held first, and you pay for the cards
          actually made, nothing if none are.
        </p>
        <PriceTable
          caption="Prices of generated flashcards"
          headings={['Cards generated', 'Points']}
          rows={[
            ...bands.map((band) => ({ key: band.label, label: band.label, value: band.points })),
            { key: 'more', label: `More than ${last} cards`, value: offer.prices.flashcards_beyond_30 },
          ]}
        />
        <Link href={FLASHCARDS_DASHBOARD_PATH} className="btn-primary mt-8">
          Start a deck
        </Link>
      </LandingSection>
    </div>
  );
}
