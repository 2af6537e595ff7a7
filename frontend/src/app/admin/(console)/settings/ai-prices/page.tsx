import type { Metadata } from 'next';
import { AI_PRICES_SETTINGS_PAGE } from '@/modules/admin/settings/settings-groups';
import { SettingsGroupView } from '@/modules/admin/settings/settings-group-view';

export const metadata: Metadata = { title: 'AI prices settings', robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <SettingsGroupView page={AI_PRICES_SETTINGS_PAGE} query={await searchParams} />;
}
