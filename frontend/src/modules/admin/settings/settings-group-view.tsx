import type { SettingsHistoryEntry, SettingsSnapshot } from '@studyhub/contracts';
import { History } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { LoadError } from '@/modules/tables/components/load-error';
import { formatDateTime } from '@/modules/tables/format-date';
import { SettingsForm } from './settings-form';
import { titleInSentence } from './settings-form-values';
import type { SettingsChoices, SettingsGroupPage } from './settings-groups';
import { SettingsHistoryTable } from './settings-history-table';

const HISTORY_PAGE_SIZE = 20;

type Value = Record<string, unknown>;

function historyPageOf(query: Record<string, string | string[] | undefined>): number {
  const raw = Number(Array.isArray(query.page) ? query.page[0] : query.page);
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}

/**
 * /admin/settings/<group>: the values in force and their version, the form to change them, and
 * the history of saved changes, all read from the group's owning service.
 */
export async function SettingsGroupView({
  page,
  query,
  choicesFor,
}: {
  page: SettingsGroupPage;
  query: Record<string, string | string[] | undefined>;
  /** Loads the options of the group's select fields, given the values in force. */
  choicesFor?: (value: Value) => Promise<SettingsChoices>;
}) {
  const historyPage = historyPageOf(query);
  const [current, history] = await Promise.all([
    fetchFromGateway<SettingsSnapshot<Value>>(`/admin/settings/${page.group}`, {
      fallbackMessage: `The ${titleInSentence(page.title)} settings could not be loaded.`,
    }),
    fetchFromGateway<SettingsHistoryEntry<Value>[]>(
      `/admin/settings/${page.group}/history?page=${historyPage}&limit=${HISTORY_PAGE_SIZE}`,
      { fallbackMessage: 'The history could not be loaded.' },
    ),
  ]);
  const choices = current.ok && choicesFor ? await choicesFor(current.data.value) : {};

  return (
    <div>
      <Link href="/admin/settings" className="text-sm font-medium text-brand-700 hover:underline">
        ← All settings
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">{page.title} settings</h1>
      <p className="mt-1 text-sm text-muted">{page.effect}</p>

      <section
        aria-labelledby="settings-current-heading"
        className="mt-8 rounded-2xl border border-line bg-white p-5 sm:p-6"
      >
        <h2 id="settings-current-heading" className="text-xl font-semibold text-ink">
          Values in force
        </h2>
        {current.ok ? (
          <>
            <p className="mt-1 text-sm text-muted" data-testid="settings-version">
              {current.data.version === 0
                ? 'Version 0: the defaults from the deployment’s configuration; no admin has changed them yet.'
                : `Version ${current.data.version}, saved ${formatDateTime(current.data.updated_at, 'utc')}.`}
            </p>
            <div className="mt-5">
              {/* A new version remounts the form, so it always starts from the values in force. */}
              <SettingsForm
                key={current.data.version}
                group={page.group}
                version={current.data.version}
                value={current.data.value}
                choices={choices}
              />
            </div>
          </>
        ) : (
          <div className="mt-4">
            <LoadError message={current.message} retryHref={page.href} />
          </div>
        )}
      </section>

      <section aria-labelledby="settings-history-heading" className="mt-10">
        <h2 id="settings-history-heading" className="text-xl font-semibold text-ink">
          History
        </h2>
        <p className="mt-1 text-sm text-muted">
          Every saved change, newest first. Entries cannot be edited or removed.
        </p>
        <div className="mt-4">
          {!history.ok ? (
            <LoadError message={history.message} retryHref={page.href} />
          ) : history.data.length === 0 ? (
            <EmptyState
              icon={History}
              title="No changes yet."
              description="The defaults from the deployment’s configuration are in force."
            />
          ) : (
            <>
              <SettingsHistoryTable page={page} entries={history.data} />
              <Pagination
                label="History pages"
                page={historyPage}
                pageCount={Math.ceil((history.meta?.total ?? 0) / HISTORY_PAGE_SIZE)}
                hrefFor={(next) => `${page.href}?page=${next}`}
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
