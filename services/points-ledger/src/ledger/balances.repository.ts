import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { guardedChangeOf, type BalanceTable } from './guarded-change';

export type UserDelta = 'points' | 'held' | 'spent';
export type SellerDelta = 'pending' | 'available' | 'withdrawing' | 'withdrawn' | 'earned';

const USER_POINTS: BalanceTable<UserDelta> = {
  table: 'user_points',
  key: 'user_id',
  columns: { points: 'points_balance', held: 'held_points', spent: 'lifetime_spent' },
};

const SELLER_BALANCES: BalanceTable<SellerDelta> = {
  table: 'seller_balances',
  key: 'seller_id',
  columns: {
    pending: 'pending_points',
    available: 'available_points',
    withdrawing: 'withdrawing_points',
    withdrawn: 'withdrawn_points',
    earned: 'lifetime_earned_points',
  },
};

export interface UserBalance {
  userId: string;
  pointsBalance: number;
  heldPoints: number;
  lifetimeSpent: number;
  updatedAt: Date;
}

export interface SellerBalance {
  sellerId: string;
  pendingPoints: number;
  availablePoints: number;
  withdrawingPoints: number;
  withdrawnPoints: number;
  lifetimeEarnedPoints: number;
  updatedAt: Date;
}

interface UserRow {
  user_id: string;
  points_balance: string;
  held_points: string;
  lifetime_spent: string;
  updated_at: Date;
}

interface SellerRow {
  seller_id: string;
  pending_points: string;
  available_points: string;
  withdrawing_points: string;
  withdrawn_points: string;
  lifetime_earned_points: string;
  updated_at: Date;
}

/** The cached balances of users and sellers. System accounts have none (ADR 0014). */
@Injectable()
export class BalancesRepository {
  /**
   * Applies the deltas to the user's row in one guarded statement. Undefined when a lowered column
   * holds too little (or the user has no row yet): nothing changed.
   */
  async changeUser(
    manager: EntityManager,
    userId: string,
    deltas: Partial<Record<UserDelta, number>>,
  ): Promise<UserBalance | undefined> {
    const { sql, params } = guardedChangeOf(USER_POINTS, userId, deltas);
    const [row] = await manager.query<UserRow[]>(sql, params);
    return row ? userBalanceOf(row) : undefined;
  }

  async changeSeller(
    manager: EntityManager,
    sellerId: string,
    deltas: Partial<Record<SellerDelta, number>>,
  ): Promise<SellerBalance | undefined> {
    const { sql, params } = guardedChangeOf(SELLER_BALANCES, sellerId, deltas);
    const [row] = await manager.query<SellerRow[]>(sql, params);
    return row ? sellerBalanceOf(row) : undefined;
  }

  async findUser(manager: EntityManager, userId: string): Promise<UserBalance | undefined> {
    const [row] = await manager.query<UserRow[]>(`SELECT * FROM user_points WHERE user_id = $1`, [userId]);
    return row ? userBalanceOf(row) : undefined;
  }

  async findSeller(manager: EntityManager, sellerId: string): Promise<SellerBalance | undefined> {
    const [row] = await manager.query<SellerRow[]>(`SELECT * FROM seller_balances WHERE seller_id = $1`, [sellerId]);
    return row ? sellerBalanceOf(row) : undefined;
  }
}

function userBalanceOf(row: UserRow): UserBalance {
  return {
    userId: row.user_id,
    pointsBalance: Number(row.points_balance),
    heldPoints: Number(row.held_points),
    lifetimeSpent: Number(row.lifetime_spent),
    updatedAt: row.updated_at,
  };
}

function sellerBalanceOf(row: SellerRow): SellerBalance {
  return {
    sellerId: row.seller_id,
    pendingPoints: Number(row.pending_points),
    availablePoints: Number(row.available_points),
    withdrawingPoints: Number(row.withdrawing_points),
    withdrawnPoints: Number(row.withdrawn_points),
    lifetimeEarnedPoints: Number(row.lifetime_earned_points),
    updatedAt: row.updated_at,
  };
}
