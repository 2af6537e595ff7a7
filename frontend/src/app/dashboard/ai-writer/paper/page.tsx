import type { Metadata } from 'next';
import { NewPaperView } from '@/modules/ai-writer/views/new-paper-view';

export const metadata: Metadata = { title: 'New paper', robots: { index: false } };

export default function NewPaperPage() {
  return <NewPaperView />;
}
