import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { HomeworkDashboardView } from '@/modules/homework/views/homework-dashboard-view';
import { parsePage } from '@/modules/seller/seller-period';

export const metadata: Metadata = { title: 'AI Homework Helper', robots: { index: false } };

export default async function HomeworkDashboardPage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = await searchParams;
  return <HomeworkDashboardView page={parsePage(readParam(params, 'page'))} />;
}
