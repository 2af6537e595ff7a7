import type { Metadata } from 'next';
import { PlagiarismLandingView } from '@/modules/plagiarism/views/plagiarism-landing-view';

export const metadata: Metadata = {
  title: 'Plagiarism Checker',
  description:
    'Compare a text or file with approved Studyhub documents, public homework answers and kept submissions. See each matching passage beside its source and the similarity percentage. 5 points per check.',
};

export default function PlagiarismCheckerPage() {
  return <PlagiarismLandingView />;
}
