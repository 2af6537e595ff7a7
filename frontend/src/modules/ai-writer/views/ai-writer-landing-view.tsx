import { writingCost } from '@studyhub/contracts';
import { BookMarked, FileDown, History, PenLine, Settings2, Sparkles } from 'lucide-react';
import Link from 'next/link';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { ToolClosedBanner } from '@/modules/ai-tools/offer/tool-closed-notice';
import { FeatureCards, HeroLink, LandingSection, PriceTable, ToolHero } from '@/modules/tool-landing/tool-landing';
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
export async function AiWriterLandingView() {
  const offer = await loadAiToolsOffer();
  return (
    <div>
      <ToolHero
        id="writer-hero-heading"
        size="large"
        eyebrow="AI Writer"
        title="From a blank page to a paper you can hand in"
        lead="An editor for essays, reports and research papers with an AI assistant that follows your brief, your level and your citation style. You stay the author: everything it writes lands in your editor, where you change it as you like."
        actions={
          <>
            <HeroLink href={NEW_PAPER_PATH} icon={PenLine}>
              Start a paper
            </HeroLink>
            <HeroLink href={WRITER_LIST_PATH} variant="other">
              My papers
            </HeroLink>
          </>
        }
      />

      <ToolClosedBanner offer={offer} tool="ai_writer" />

      <LandingSection id="writer-how-heading" heading="How it works" width="max-w-5xl" spacing="py-16">
        <FeatureCards items={STEPS} ordered />
      </LandingSection>

      <LandingSection id="writer-price-heading" heading="What it costs" tone="muted" spacing="py-16">
        <p className="mt-4 text-muted">
          Creating papers, saving them, their versions, sources and formatting, and downloading them are free. Only text
          the AI writes costs points: {offer.prices.writing_per_100_words} points for every started 100 words (10 points
          are 1 USD). Before it starts, the writer shows the most a request can cost and holds that many points; you pay
          for the words it actually wrote, never more, and nothing if it fails.
        </p>
        <PriceTable
          caption="Examples of writing prices"
          headings={['Words written', 'Points']}
          rows={EXAMPLE_LENGTHS.map((words) => ({
            key: words,
            label: words.toLocaleString('en-US'),
            value: writingCost(words, offer.prices).toLocaleString('en-US'),
          }))}
        />
        <p className="mt-6 text-sm text-muted">
          The writer uses the AI model Studyhub has set up and names it with every result. When no model is available,
          it says so and charges nothing; your papers stay yours to edit either way.
        </p>
        <Link href={NEW_PAPER_PATH} className="btn-primary mt-8">
          Start a paper
        </Link>
      </LandingSection>
    </div>
  );
}
