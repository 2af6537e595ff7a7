import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminUserDetailView } from '@/modules/admin/users/detail/user-detail-view';
import { isUserId } from '@/modules/admin/users/user-detail-links';

export const metadata: Metadata = { title: 'User', robots: { index: false } };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  if (!isUserId(id)) notFound();
  return <AdminUserDetailView userId={id.toLowerCase()} query={await searchParams} />;
}
