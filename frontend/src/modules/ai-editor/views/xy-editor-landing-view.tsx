import { FileCheck2, History, SpellCheck, Sparkles } from 'lucide-react';
import Link from 'next/link';
import { formatPointsLabel } from '@/modules/points/format-points';
import { FeatureCards, HeroLink, LandingSection, PriceTable, ToolHero } from '@/modules/tool-landing/tool-landing';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { ToolClosedBanner } from '@/modules/ai-tools/offer/tool-closed-notice';
import { editorActionEntries } from '../editor-action-catalog';
import { EDITOR_LIST_PATH, NEW_EDITOR_DOCUMENT_PATH } from '../editor-paths';

const FEATURES = [
  {
    icon: SpellCheck,
    title: 'Checked as you type, for free',
    text: 'Spelling, grammar, commonly confused words, a or an, repeated words and passive voice are underlined in your text, each with a one-click fix. No AI model and no points needed.',
  },
  {
    icon: FileCheck2,
    title: 'Readability at a glance',
    text: 'The reading grade of your text with its words and sentences, updated as you write.',
  },
  {
    icon: Sparkles,
    title: 'AI actions on any passage',
    text: 'Select a passage, or none for the whole text, and ask the AI to improve it, make it natural, shorter or longer, or do what you ask. You see the changes word by word before you accept them. Numbers and names stay as you wrote them.',
  },
  {
    icon: History,
    title: 'Saved with every version',
    text: 'Your document saves itself 20 seconds after you stop typing; every saved change is a version you can compare and restore. Download it as Word or PDF.',
  },
] as const;

/** /xy-editor: what the editor/checker does, that its checks are free, and the AI actions' prices. */
export async function XyEditorLandingView() {
  const offer = await loadAiToolsOffer();
  return (
    <div>
      <ToolHero
        id="editor-hero-heading"
        size="large"
        eyebrow="Editor"
        title="Catch the mistakes before your teacher does"
        lead="Paste or type your text: the editor underlines spelling, grammar and style problems as you write and fixes them in one click. When a passage needs more, an AI revision is a click away."
        actions={
          <>
            <HeroLink href={NEW_EDITOR_DOCUMENT_PATH} icon={SpellCheck}>
              Check a text
            </HeroLink>
            <HeroLink href={EDITOR_LIST_PATH} variant="other">
              My documents
            </HeroLink>
          </>
        }
      />

      <ToolClosedBanner offer={offer} tool="ai_editor" />

      <LandingSection id="editor-features-heading" heading="What it does" width="max-w-5xl" spacing="py-16">
        <FeatureCards items={FEATURES} columns="two" />
      </LandingSection>

      <LandingSection id="editor-price-heading" heading="What it costs" tone="muted" spacing="py-16">
        <p className="mt-4 text-muted">
          The checks, saving, versions and downloads are free. The AI actions cost a fixed number of points each (10
          points are 1 USD), charged only when the AI answers; nothing is charged if it fails or changes your numbers or
          names.
        </p>
        <PriceTable
          caption="Prices of the AI actions"
          headings={['AI action', 'Price']}
          rows={editorActionEntries(offer.prices).all.map((entry) => ({
            key: entry.action,
            label: entry.label,
            value: formatPointsLabel(entry.points),
          }))}
        />
        <Link href={NEW_EDITOR_DOCUMENT_PATH} className="btn-primary mt-8">
          Check a text
        </Link>
      </LandingSection>
    </div>
  );
}
