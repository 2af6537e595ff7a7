import { createHash } from 'node:crypto';

/** Accounts that belong to one user or seller. */
export const OWNED_ACCOUNT_KINDS = [
  'user_points',
  'user_holds',
  'seller_pending',
  'seller_available',
  'seller_withdrawing',
] as const;
/** The platform's own accounts: money in, bonus points, revenue, money out. They have no owner. */
export const SYSTEM_ACCOUNT_KINDS = ['payment_clearing', 'promotions', 'platform_revenue', 'payout_clearing'] as const;

export type OwnedAccountKind = (typeof OWNED_ACCOUNT_KINDS)[number];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type AccountKind = OwnedAccountKind | SystemAccountKind;

/** The accounts a first credit to a user, or a first sale of a seller, opens. */
export const USER_ACCOUNT_KINDS = ['user_points', 'user_holds'] as const satisfies readonly OwnedAccountKind[];
export const SELLER_ACCOUNT_KINDS = [
  'seller_pending',
  'seller_available',
  'seller_withdrawing',
] as const satisfies readonly OwnedAccountKind[];

/** Namespace of the ledger's account ids (a random UUID fixed once). */
const ACCOUNT_NAMESPACE = '5f0c7a52-3b8e-4d1e-9a65-0f4c2d7e8b19';

/**
 * A name-based (version 5) UUID, RFC 4122 section 4.3: the same name in the same namespace always
 * gives the same id.
 */
export function nameBasedUuid(namespace: string, name: string): string {
  const digest = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An account's id follows from its kind and owner, so a posting never has to look an account up
 * (one round trip less on every spend) and two replicas opening the same account agree on its id.
 */
export function accountIdOf(kind: OwnedAccountKind, ownerId: string): string;
export function accountIdOf(kind: SystemAccountKind): string;
export function accountIdOf(kind: AccountKind, ownerId?: string): string {
  return nameBasedUuid(ACCOUNT_NAMESPACE, ownerId ? `${kind}:${ownerId.toLowerCase()}` : kind);
}

export function isSystemAccountKind(kind: string): kind is SystemAccountKind {
  return (SYSTEM_ACCOUNT_KINDS as readonly string[]).includes(kind);
}
