import type { Metadata } from 'next';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { formatPointsLabel } from '@/modules/points/format-points';
import { PlagiarismLandingView } from '@/modules/plagiarism/views/plagiarism-landing-view';

/** The description names the price in force, so search results quote what the page charges. */
export async function generateMetadata(): Promise<Metadata> {
  const { prices } = await loadAiToolsOffer();
  return {
    title: 'Plagiarism Checker',
    description: `Compare a text or file with approved Studyhub documents, public homework answers and kept submissions. See each matching passage beside its source and the similarity percentage. ${formatPointsLabel(prices.plagiarism_check)} per check.`,
  };
}

export default function PlagiarismCheckerPage() {
  return <PlagiarismLandingView />;
}
