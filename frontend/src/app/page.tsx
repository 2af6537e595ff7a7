import type { Metadata } from 'next';
import { LandingView } from '@/modules/landing/views/landing-view';

export const metadata: Metadata = {
  title: { absolute: 'Studyhub: study documents and AI study tools' },
  description:
    'Notes, study guides and past exams shared by students, plus AI tools for writing, homework help, flashcards, AI detection and plagiarism checks.',
};

export default function HomePage() {
  return <LandingView />;
}
