import type { z } from 'zod';
import { paginationQuerySchema } from './api-envelope';
import type { AccountUser } from './auth';
import type { PointsBalance, SellerWallet } from './points';

/**
 * The back office's user detail (/admin/users/{id}): each panel is answered by the service that
 * owns its data; the frontend puts them side by side.
 */

/** GET /api/users/{id} (auth, admin): the account with what only the back office sees. */
export interface AdminUserDetail extends AccountUser {
  /** The billing address's country (a catalog country id), if the user saved one. */
  billing_country_id: string | null;
  last_sign_in_at: string | null;
  /** How the account can sign in. */
  has_password: boolean;
  has_google: boolean;
}

/** GET /api/users/{id}/sign-ins (auth, admin): newest first, paged. */
export const adminSignInsQuerySchema = paginationQuerySchema;
export type AdminSignInsQuery = z.infer<typeof adminSignInsQuerySchema>;

export const SIGN_IN_METHODS = ['password', 'google'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const SESSION_STATES = ['active', 'ended', 'expired'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/** One sign-in: the session it started, with the address cut to its network (never the whole IP). */
export interface AdminSignIn {
  id: string;
  signed_in_at: string;
  method: SignInMethod;
  /** An IPv4 address's first three parts (`203.0.113.x`) or an IPv6 address's first three groups. */
  ip_network: string | null;
  user_agent: string | null;
  /** `Firefox on Linux`, or the raw text when it is not recognised. */
  device: string;
  /** No earlier sign-in of this user came from this browser and system. */
  is_new_device: boolean;
  session_state: SessionState;
  /** When the session was last renewed, while its tokens are still kept. */
  last_active_at: string | null;
}

/** GET /api/admin/points-accounts/{userId} (points-ledger, admin): a user's points and seller earnings. */
export interface AdminPointsAccount {
  user_id: string;
  points: PointsBalance;
  earnings: SellerWallet;
}
