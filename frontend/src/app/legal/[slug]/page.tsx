import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LegalDocumentView } from '@/modules/legal/components/legal-document-view';
import { isLegalSlug, LEGAL_SLUGS } from '@/modules/legal/legal-document';
import { LEGAL_DOCUMENTS } from '@/modules/legal/legal-pages';

interface LegalPageProps {
  params: Promise<{ slug: string }>;
}

/** Only the eight documents exist; any other slug is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return LEGAL_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const { slug } = await params;
  if (!isLegalSlug(slug)) return {};
  const document = LEGAL_DOCUMENTS[slug];
  return { title: document.title, description: document.description };
}

export default async function LegalPage({ params }: LegalPageProps) {
  const { slug } = await params;
  if (!isLegalSlug(slug)) notFound();
  return <LegalDocumentView document={LEGAL_DOCUMENTS[slug]} />;
}
