import type { Metadata } from 'next';
import type { PageSearchParams } from '@/modules/auth/page-params';
import { readParam } from '@/modules/auth/return-url';
import { parseSettingsTab } from '@/modules/settings/settings-tabs';
import { SettingsView } from '@/modules/settings/views/settings-view';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

export default async function SettingsPage({ searchParams }: { searchParams: PageSearchParams }) {
  return <SettingsView initialTab={parseSettingsTab(readParam(await searchParams, 'tab'))} />;
}
