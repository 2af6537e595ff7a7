import type { Metadata } from 'next';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { formatPointsLabel } from '@/modules/points/format-points';
import { AiWriterLandingView } from '@/modules/ai-writer/views/ai-writer-landing-view';

/** The description names the price in force, so search results quote what the page charges. */
export async function generateMetadata(): Promise<Metadata> {
  const { prices } = await loadAiToolsOffer();
  return {
    title: 'AI Writer',
    description: `Plan, draft and revise essays and papers with an AI that follows your brief, level and citation style. Creating, saving, versions and formatting are free; writing costs ${formatPointsLabel(prices.writing_per_100_words)} per 100 words.`,
  };
}

export default function AiWriterPage() {
  return <AiWriterLandingView />;
}
