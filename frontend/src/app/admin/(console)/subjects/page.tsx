import type { Metadata } from 'next';
import { AdminSubjectsView } from '@/modules/admin/taxonomy/subjects/subjects-view';

export const metadata: Metadata = { title: 'Subjects', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminSubjectsView query={await searchParams} />;
}
