import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LegalDocumentView } from '@/modules/legal/components/legal-document-view';
import { LegalUnavailableView } from '@/modules/legal/components/legal-unavailable-view';
import { LegalSubmissionSection } from '@/modules/legal/components/legal-submission-section';
import { isLegalSlug, LEGAL_LINK_LABELS } from '@/modules/legal/legal-document';
import { navLabelsOf } from '@/modules/legal/legal-page-document';
import { fetchLegalIndex, fetchLegalPage } from '@/modules/legal/server/legal-pages-fetch';

interface LegalPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const { slug } = await params;
  if (!isLegalSlug(slug)) return {};
  const result = await fetchLegalPage(slug);
  if (result.kind !== 'found') return { title: LEGAL_LINK_LABELS[slug] };
  return { title: result.document.title, description: result.document.description };
}

/** Only the eight documents exist; any other slug is a 404. Their texts come from the content service. */
export default async function LegalPage({ params }: LegalPageProps) {
  const { slug } = await params;
  if (!isLegalSlug(slug)) notFound();
  const [result, index] = await Promise.all([fetchLegalPage(slug), fetchLegalIndex()]);
  if (result.kind === 'not-found') notFound();
  if (result.kind === 'unavailable') return <LegalUnavailableView slug={slug} />;
  return (
    <LegalDocumentView document={result.document} navLabels={navLabelsOf(index)}>
      <LegalSubmissionSection slug={slug} />
    </LegalDocumentView>
  );
}
