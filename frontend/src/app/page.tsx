import type { Metadata } from 'next';
import { siteOrigin } from '@/modules/catalog/server/site-url';
import { LandingView } from '@/modules/landing/views/landing-view';

const TITLE = 'Studyhub: study documents and AI study tools';
const DESCRIPTION =
  'Notes, study guides and past exams shared by students, plus AI tools for writing, homework help, flashcards, AI detection and plagiarism checks.';

export async function generateMetadata(): Promise<Metadata> {
  const url = `${await siteOrigin()}/`;
  return {
    title: { absolute: TITLE },
    description: DESCRIPTION,
    alternates: { canonical: url },
    openGraph: { title: TITLE, description: DESCRIPTION, url, siteName: 'Studyhub', type: 'website' },
    twitter: { card: 'summary', title: TITLE, description: DESCRIPTION },
  };
}

export default function HomePage() {
  return <LandingView />;
}
