import type { Metadata } from 'next';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { formatPointsLabel } from '@/modules/points/format-points';
import { AiDetectorLandingView } from '@/modules/ai-detector/views/ai-detector-landing-view';

/** The description names the price in force, so search results quote what the page charges. */
export async function generateMetadata(): Promise<Metadata> {
  const { prices } = await loadAiToolsOffer();
  return {
    title: 'AI Detector',
    description: `See which sentences of a text read as machine-written, with probabilities, bands and the false-positive rate measured on human writing. Experimental; ${formatPointsLabel(prices.ai_detection)} per check of 300 words or more.`,
  };
}

export default function AiDetectorPage() {
  return <AiDetectorLandingView />;
}
