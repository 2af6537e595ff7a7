import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { PapersView } from '@/modules/ai-writer/views/papers-view';
import { parsePage } from '@/modules/seller/seller-period';

export const metadata: Metadata = { title: 'AI Writer', robots: { index: false } };

export default async function WriterPapersPage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = await searchParams;
  const q = (readParam(params, 'q') ?? '').trim().slice(0, 200);
  return <PapersView page={parsePage(readParam(params, 'page'))} q={q} />;
}
