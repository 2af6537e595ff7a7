import type { AdminPointsBonusTier, AdminPointsPackage } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { formatCents } from '@/modules/points/format-money';
import { formatPoints } from '@/modules/points/format-points';
import type { Column } from '@/modules/tables/components/data-table';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { CatalogSection } from './catalog-section';
import { NewPackageButton, PackageActions } from './package-actions';
import { NewTierButton, TierActions } from './tier-actions';

const PATH = '/admin/settings/points';

function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <StatusBadge tone="success">Active</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">Inactive</StatusBadge>
  );
}

const PACKAGE_COLUMNS: readonly Column<AdminPointsPackage>[] = [
  {
    key: 'name',
    header: 'Package',
    cell: (pack) => (
      <>
        <span className="font-semibold">{pack.name}</span>
        {pack.is_popular ? (
          <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">
            Popular
          </span>
        ) : null}
      </>
    ),
  },
  { key: 'price', header: 'Price', align: 'end', cell: (pack) => formatCents(pack.price_cents) },
  {
    key: 'points',
    header: 'Points today',
    align: 'end',
    cell: (pack) => (
      <>
        <span className="font-semibold">{formatPoints(pack.total_points)}</span>
        {pack.bonus_points > 0 ? (
          <span className="block text-xs text-muted">
            {formatPoints(pack.points)} + {formatPoints(pack.bonus_points)} bonus
          </span>
        ) : null}
      </>
    ),
  },
  { key: 'status', header: 'Status', cell: (pack) => <ActiveBadge isActive={pack.is_active} /> },
  { key: 'updated', header: 'Updated', cell: (pack) => formatDateTime(pack.updated_at, 'utc') },
  { key: 'actions', header: 'Actions', cell: (pack) => <PackageActions pack={pack} /> },
];

const TIER_COLUMNS: readonly Column<AdminPointsBonusTier>[] = [
  { key: 'from', header: 'From a purchase of', cell: (tier) => formatCents(tier.min_amount_cents) },
  { key: 'bonus', header: 'Bonus', align: 'end', cell: (tier) => `${tier.bonus_percent}%` },
  { key: 'status', header: 'Status', cell: (tier) => <ActiveBadge isActive={tier.is_active} /> },
  { key: 'updated', header: 'Updated', cell: (tier) => formatDateTime(tier.updated_at, 'utc') },
  { key: 'actions', header: 'Actions', cell: (tier) => <TierActions tier={tier} /> },
];

/**
 * /admin/settings/points: what points cost. Packages are the fixed offers of the wallet; bonus
 * tiers add a percentage to any purchase from an amount on. Orders keep the price and points
 * they were bought at, so changes only affect new purchases.
 */
export async function AdminPointsPricingView() {
  const [packages, tiers] = await Promise.all([
    fetchFromGateway<AdminPointsPackage[]>('/admin/points-packages', {
      fallbackMessage: 'The points packages could not be loaded.',
    }),
    fetchFromGateway<AdminPointsBonusTier[]>('/admin/points-bonus-tiers', {
      fallbackMessage: 'The bonus tiers could not be loaded.',
    }),
  ]);

  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">Points pricing</h1>
      <p className="mt-1 text-sm text-muted">
        Packages and bonus tiers set what buyers get for their money. Changes apply to new purchases only; orders keep
        the price and points they were bought at.
      </p>

      <CatalogSection
        headingId="packages-heading"
        title="Points packages"
        description="Fixed offers in the wallet. Inactive packages are not on sale."
        newButton={<NewPackageButton />}
        className="mt-8"
        result={packages}
        retryHref={PATH}
        empty={{ title: 'No packages yet.', description: 'Buyers can still choose their own amount.' }}
        table={{
          caption: 'Points packages, cheapest first',
          columns: PACKAGE_COLUMNS,
          rowTestId: 'admin-package-row',
          tableFrom: 'xl',
        }}
      />
      <CatalogSection
        headingId="tiers-heading"
        title="Bonus tiers"
        description="A purchase earns the bonus of the highest active tier its amount reaches, packages included."
        newButton={<NewTierButton />}
        className="mt-10"
        result={tiers}
        retryHref={PATH}
        empty={{ title: 'No bonus tiers yet.', description: 'Purchases earn 10 points per dollar.' }}
        table={{
          caption: 'Bonus tiers, lowest amount first',
          columns: TIER_COLUMNS,
          rowTestId: 'admin-tier-row',
          tableFrom: 'lg',
        }}
      />
    </div>
  );
}
