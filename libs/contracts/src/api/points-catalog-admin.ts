import type { z } from 'zod';
import type { PointsBonusTier, PointsPackage, pointsBonusTierInputSchema, pointsPackageInputSchema } from './orders';

/**
 * The back office's points catalog (orders service, /api/admin/points-packages and
 * /api/admin/points-bonus-tiers): every package and tier, active or not. The request schemas sit
 * beside the public shapes in ./orders.
 */

/** A package as the back office sees it; points and bonus follow the active tiers of today. */
export interface AdminPointsPackage extends PointsPackage {
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface AdminPointsBonusTier extends PointsBonusTier {
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/** POST/PUT /api/admin/points-packages after parsing. */
export type PointsPackageInput = z.infer<typeof pointsPackageInputSchema>;
/** POST/PUT /api/admin/points-bonus-tiers after parsing. */
export type PointsBonusTierInput = z.infer<typeof pointsBonusTierInputSchema>;
