import type { Metadata } from 'next';
import { PaperView } from '@/modules/ai-writer/views/paper-view';

export const metadata: Metadata = { title: 'Paper', robots: { index: false } };

export default async function PaperPage({ params }: { params: Promise<{ paperId: string }> }) {
  const { paperId } = await params;
  return <PaperView paperId={paperId} />;
}
