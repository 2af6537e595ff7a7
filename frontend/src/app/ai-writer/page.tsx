import type { Metadata } from 'next';
import { AiWriterLandingView } from '@/modules/ai-writer/views/ai-writer-landing-view';

export const metadata: Metadata = {
  title: 'AI Writer',
  description:
    'Plan, draft and revise essays and papers with an AI that follows your brief, level and citation style. Creating, saving, versions and formatting are free; writing costs 10 points per 100 words.',
};

export default function AiWriterPage() {
  return <AiWriterLandingView />;
}
