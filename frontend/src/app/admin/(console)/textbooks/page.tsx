import type { Metadata } from 'next';
import { AdminTextbooksView } from '@/modules/admin/taxonomy/textbooks/textbooks-view';

export const metadata: Metadata = { title: 'Textbooks', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminTextbooksView query={await searchParams} />;
}
