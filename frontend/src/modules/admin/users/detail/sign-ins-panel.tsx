import type { AdminSignIn, SessionState } from '@studyhub/contracts';
import { Pagination } from '@/modules/catalog/components/pagination';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { DataTable, type Column } from '@/modules/tables/components/data-table';
import { LoadError } from '@/modules/tables/components/load-error';
import { StatusBadge, type BadgeTone } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageCountOf, readListMeta } from '@/modules/tables/list-meta';
import type { AdminQuery } from '../../money/admin-filters';
import { panelPageHref, panelPageOf } from '../user-detail-links';
import { DetailPanel, PanelEmpty } from './detail-panel';
import { PAGED_PANELS, PANEL_PAGE_SIZE, SIGN_INS_PAGE } from './panel-pages';

const SESSION_BADGES: Record<SessionState, { label: string; tone: BadgeTone }> = {
  active: { label: 'Signed in', tone: 'success' },
  ended: { label: 'Signed out', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

const COLUMNS: readonly Column<AdminSignIn>[] = [
  { key: 'when', header: 'When', cell: (row) => formatDateTime(row.signed_in_at, 'utc') },
  {
    key: 'device',
    header: 'Device',
    cell: (row) => (
      <>
        <span className="font-semibold">{row.device}</span>
        {row.is_new_device ? (
          <span className="ml-2">
            <StatusBadge tone="warning">New device</StatusBadge>
          </span>
        ) : null}
        {row.user_agent ? (
          <span className="block max-w-md text-xs break-all text-muted" title={row.user_agent}>
            {row.user_agent}
          </span>
        ) : null}
      </>
    ),
  },
  { key: 'method', header: 'Method', cell: (row) => (row.method === 'google' ? 'Google' : 'Password') },
  {
    key: 'network',
    header: 'Network',
    cell: (row) => <span className="font-mono text-xs">{row.ip_network ?? 'Unknown'}</span>,
  },
  {
    key: 'session',
    header: 'Session',
    cell: (row) => {
      const badge = SESSION_BADGES[row.session_state] ?? { label: row.session_state, tone: 'neutral' as const };
      return (
        <>
          <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
          {row.last_active_at && row.session_state === 'active' ? (
            <span className="mt-1 block text-xs text-muted">Active {formatDateTime(row.last_active_at, 'utc')}</span>
          ) : null}
        </>
      );
    },
  },
];

/** Sign-ins from auth, newest first, paged in place; addresses only as their network. */
export async function SignInsPanel({ userId, query }: { userId: string; query: AdminQuery }) {
  const page = panelPageOf(query, SIGN_INS_PAGE);
  const result = await fetchFromGateway<AdminSignIn[]>(
    `/users/${userId}/sign-ins?page=${page}&limit=${PANEL_PAGE_SIZE}`,
    { fallbackMessage: 'The sign-ins could not be loaded.' },
  );
  const hrefFor = (target: number) => panelPageHref(userId, query, SIGN_INS_PAGE, target, PAGED_PANELS);
  return (
    <DetailPanel id="sign-ins" title="Sign-ins">
      {!result.ok ? (
        <LoadError message={result.message} retryHref={hrefFor(page)} />
      ) : result.data.length === 0 ? (
        <PanelEmpty>{page > 1 ? 'No sign-ins on this page.' : 'No sign-ins recorded yet.'}</PanelEmpty>
      ) : (
        <>
          <DataTable
            caption="Sign-ins"
            columns={COLUMNS}
            rows={result.data}
            rowKey={(row) => row.id}
            rowTestId="user-sign-in-row"
            tableFrom="lg"
          />
          <Pagination
            label="Sign-in pages"
            page={page}
            pageCount={pageCountOf(readListMeta(result.meta, result.data.length))}
            hrefFor={hrefFor}
            scroll={false}
          />
        </>
      )}
    </DetailPanel>
  );
}
