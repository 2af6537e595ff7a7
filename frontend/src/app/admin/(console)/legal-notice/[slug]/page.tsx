import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LegalPageAdminView } from '@/modules/admin/legal-notice/legal-page-admin-view';
import { isLegalSlug, LEGAL_LINK_LABELS } from '@/modules/legal/legal-document';
import { firstParam, type SearchParams } from '@/modules/taxonomy/search-params';

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return { title: isLegalSlug(slug) ? `Edit ${LEGAL_LINK_LABELS[slug]}` : 'Legal notice', robots: { index: false } };
}

export default async function AdminLegalPageEditor({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  if (!isLegalSlug(slug)) notFound();
  const version = Number(firstParam(query, 'version'));
  return <LegalPageAdminView slug={slug} viewVersion={Number.isInteger(version) && version > 0 ? version : null} />;
}
