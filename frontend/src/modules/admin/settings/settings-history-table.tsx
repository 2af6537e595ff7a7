import type { SettingsHistoryEntry } from '@studyhub/contracts';
import type { Column } from '@/modules/tables/components/data-table';
import { DataTable } from '@/modules/tables/components/data-table';
import { formatDateTime } from '@/modules/tables/format-date';
import { settingsChanges } from './settings-form-values';
import type { SettingsGroupPage } from './settings-groups';

type Entry = SettingsHistoryEntry<Record<string, unknown>>;

function columnsFor(page: SettingsGroupPage): readonly Column<Entry>[] {
  return [
    { key: 'version', header: 'Version', align: 'end', cell: (entry) => entry.version },
    { key: 'when', header: 'Changed', cell: (entry) => formatDateTime(entry.changed_at, 'utc') },
    { key: 'who', header: 'By', cell: (entry) => entry.changed_by_email ?? entry.changed_by },
    {
      key: 'changes',
      header: 'Before → after',
      cell: (entry) => {
        const changes = settingsChanges(page, entry.before, entry.after);
        if (changes.length === 0) return <span className="text-muted">Saved unchanged</span>;
        return (
          <ul className="space-y-1">
            {changes.map((change) => (
              <li key={change.key}>
                {change.label}: {change.before} → <span className="font-semibold">{change.after}</span>
              </li>
            ))}
          </ul>
        );
      },
    },
    { key: 'note', header: 'Note', cell: (entry) => entry.note ?? <span className="text-muted">—</span> },
  ];
}

/** Every saved change of a group, newest first: who, when, before and after. */
export function SettingsHistoryTable({ page, entries }: { page: SettingsGroupPage; entries: readonly Entry[] }) {
  return (
    <DataTable
      caption={`${page.title} settings history, newest first`}
      columns={columnsFor(page)}
      rows={entries}
      rowKey={(entry) => String(entry.version)}
      rowTestId="settings-history-row"
      tableFrom="lg"
    />
  );
}
