import type { AiModelChoices } from '@studyhub/contracts';
import type { Metadata } from 'next';
import { aiModelChoicesOf } from '@/modules/admin/settings/ai-model-choices';
import { AI_TOOLS_SETTINGS_PAGE } from '@/modules/admin/settings/settings-groups';
import { SettingsGroupView } from '@/modules/admin/settings/settings-group-view';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';

export const metadata: Metadata = { title: 'AI tools settings', robots: { index: false } };

/** The model selects offer what the configured endpoint lists (GET /admin/ai-tools/models). */
async function modelChoices(value: Record<string, unknown>) {
  const models = await fetchFromGateway<AiModelChoices>('/admin/ai-tools/models');
  return aiModelChoicesOf(AI_TOOLS_SETTINGS_PAGE, models.ok ? models.data : null, value);
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <SettingsGroupView page={AI_TOOLS_SETTINGS_PAGE} query={await searchParams} choicesFor={modelChoices} />;
}
