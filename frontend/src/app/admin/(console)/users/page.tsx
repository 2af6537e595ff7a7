import type { Metadata } from 'next';
import { AdminUsersView } from '@/modules/admin/users/users-view';

export const metadata: Metadata = { title: 'Users', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminUsersView query={await searchParams} />;
}
