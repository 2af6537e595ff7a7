import type { Metadata } from 'next';
import { AiDetectorLandingView } from '@/modules/ai-detector/views/ai-detector-landing-view';

export const metadata: Metadata = {
  title: 'AI Detector',
  description:
    'See which sentences of a text read as machine-written, with probabilities, bands and the false-positive rate measured on human writing. Experimental; 5 points per check of 300 words or more.',
};

export default function AiDetectorPage() {
  return <AiDetectorLandingView />;
}
