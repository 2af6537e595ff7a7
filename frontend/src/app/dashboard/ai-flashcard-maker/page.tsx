import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { FlashcardsDashboardView } from '@/modules/flashcards/views/flashcards-dashboard-view';
import { parsePage } from '@/modules/seller/seller-period';

export const metadata: Metadata = { title: 'AI Flashcard Maker', robots: { index: false } };

export default async function FlashcardsDashboardPage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = await searchParams;
  return <FlashcardsDashboardView page={parsePage(readParam(params, 'page'))} />;
}
