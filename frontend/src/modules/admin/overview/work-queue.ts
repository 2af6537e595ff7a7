import type { OverviewWork } from '@studyhub/contracts';

export interface WorkItem {
  key: keyof OverviewWork;
  label: string;
  href: string;
  /** null: not counted by the reporting model yet; the link still leads to the list. */
  count: number | null;
}

/** What waits for an admin, each with the list that holds it. */
export function workItemsOf(work: OverviewWork): WorkItem[] {
  return [
    {
      key: 'pending_documents',
      label: 'Documents to review',
      href: '/admin/documents?status=PENDING',
      count: work.pending_documents,
    },
    { key: 'open_reports', label: 'Open reports', href: '/admin/reports?status=open', count: work.open_reports },
    {
      key: 'pending_withdrawals',
      label: 'Withdrawals to decide',
      href: '/admin/withdrawals?status=requested',
      count: work.pending_withdrawals,
    },
    {
      key: 'pending_universities',
      label: 'Universities to approve',
      href: '/admin/universities?status=pending',
      count: work.pending_universities,
    },
  ];
}
