import type { Metadata } from 'next';
import { AdminCoursesView } from '@/modules/admin/taxonomy/courses/courses-view';

export const metadata: Metadata = { title: 'Courses', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AdminCoursesView query={await searchParams} />;
}
