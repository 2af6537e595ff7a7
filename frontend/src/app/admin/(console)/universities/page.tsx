import type { Metadata } from 'next';
import { AdminUniversitiesView } from '@/modules/admin/taxonomy/universities/universities-view';

export const metadata: Metadata = { title: 'Universities', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminUniversitiesView query={await searchParams} />;
}
