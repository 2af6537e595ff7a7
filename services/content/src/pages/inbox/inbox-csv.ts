import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS } from '@studyhub/contracts';
import type { CsvColumn } from '@studyhub/platform';
import type { InboxExportItem } from './inbox.service';

/** The inbox export: who wrote what, when, and where the support team stands with it. */
export const INBOX_CSV_COLUMNS: readonly CsvColumn<InboxExportItem>[] = [
  { header: 'Message id', value: (item) => item.id },
  { header: 'Kind', value: (item) => INBOX_KIND_LABELS[item.kind] },
  { header: 'Status', value: (item) => INBOX_STATUS_LABELS[item.status] },
  { header: 'Received at', value: (item) => item.created_at },
  { header: 'Name', value: (item) => item.name },
  { header: 'E-mail', value: (item) => item.email },
  { header: 'User id', value: (item) => item.user_id },
  { header: 'Subject', value: (item) => item.subject },
  { header: 'Message', value: (item) => item.message },
  { header: 'Internal note', value: (item) => item.internal_note },
  { header: 'Updated at', value: (item) => item.updated_at },
];
