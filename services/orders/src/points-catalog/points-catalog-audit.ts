import type { AdminWrite } from '@studyhub/platform';
import type { PackageRow, TierRow } from './points-catalog.repository';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The audit trail's record of an admin creating, changing or deleting a points package. */
export function packageWrite(before: PackageRow | null, after: PackageRow | null): AdminWrite {
  const row = (after ?? before)!;
  const verb = before === null ? 'Created' : after === null ? 'Deleted' : 'Updated';
  return {
    action: `points-package.${verb.toLowerCase()}`,
    targetType: 'points-package',
    targetId: row.id,
    summary: `${verb} the points package “${row.name}” (${dollars(row.price_cents)})`,
    before,
    after,
  };
}

/** The audit trail's record of an admin creating, changing or deleting a bonus tier. */
export function tierWrite(before: TierRow | null, after: TierRow | null): AdminWrite {
  const row = (after ?? before)!;
  const verb = before === null ? 'Created' : after === null ? 'Deleted' : 'Updated';
  return {
    action: `points-bonus-tier.${verb.toLowerCase()}`,
    targetType: 'points-bonus-tier',
    targetId: row.id,
    summary: `${verb} the bonus tier of ${row.bonus_percent} % from ${dollars(row.min_amount_cents)}`,
    before,
    after,
  };
}
