import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface PackageRow {
  id: string;
  name: string;
  price_cents: number;
  is_active: boolean;
  is_popular: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface TierRow {
  id: string;
  min_amount_cents: number;
  bonus_percent: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface PackageInput {
  name: string;
  price_cents: number;
  is_active: boolean;
  is_popular: boolean;
}

export interface TierInput {
  min_amount_cents: number;
  bonus_percent: number;
  is_active: boolean;
}

const PACKAGE_COLUMNS = 'id, name, price_cents, is_active, is_popular, created_at, updated_at';
const TIER_COLUMNS = 'id, min_amount_cents, bonus_percent, is_active, created_at, updated_at';

/** Every query on points packages and bonus tiers. */
@Injectable()
export class PointsCatalogRepository {
  constructor(private readonly dataSource: DataSource) {}

  async packages(options: { activeOnly: boolean }): Promise<PackageRow[]> {
    return this.dataSource.query<PackageRow[]>(
      `SELECT ${PACKAGE_COLUMNS} FROM points_packages ${options.activeOnly ? 'WHERE is_active' : ''}
        ORDER BY price_cents, name, id`,
    );
  }

  async findPackage(id: string, manager: EntityManager = this.dataSource.manager): Promise<PackageRow | undefined> {
    const [row] = await manager.query<PackageRow[]>(`SELECT ${PACKAGE_COLUMNS} FROM points_packages WHERE id = $1`, [
      id,
    ]);
    return row;
  }

  async insertPackage(input: PackageInput, manager: EntityManager = this.dataSource.manager): Promise<PackageRow> {
    const [row] = await manager.query<PackageRow[]>(
      `INSERT INTO points_packages (name, price_cents, is_active, is_popular) VALUES ($1, $2, $3, $4)
       RETURNING ${PACKAGE_COLUMNS}`,
      [input.name, input.price_cents, input.is_active, input.is_popular],
    );
    return row!;
  }

  async updatePackage(
    id: string,
    input: PackageInput,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PackageRow | undefined> {
    const [rows] = await manager.query<[PackageRow[], number]>(
      `UPDATE points_packages SET name = $2, price_cents = $3, is_active = $4, is_popular = $5, updated_at = now()
        WHERE id = $1 RETURNING ${PACKAGE_COLUMNS}`,
      [id, input.name, input.price_cents, input.is_active, input.is_popular],
    );
    return rows[0];
  }

  async deletePackage(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [, affected] = await manager.query<[unknown[], number]>(`DELETE FROM points_packages WHERE id = $1`, [id]);
    return affected > 0;
  }

  async tiers(options: { activeOnly: boolean }, manager: EntityManager = this.dataSource.manager): Promise<TierRow[]> {
    return manager.query<TierRow[]>(
      `SELECT ${TIER_COLUMNS} FROM points_bonus_tiers ${options.activeOnly ? 'WHERE is_active' : ''}
        ORDER BY min_amount_cents, bonus_percent, id`,
    );
  }

  async findTier(id: string, manager: EntityManager = this.dataSource.manager): Promise<TierRow | undefined> {
    const [row] = await manager.query<TierRow[]>(`SELECT ${TIER_COLUMNS} FROM points_bonus_tiers WHERE id = $1`, [id]);
    return row;
  }

  async insertTier(input: TierInput, manager: EntityManager = this.dataSource.manager): Promise<TierRow> {
    const [row] = await manager.query<TierRow[]>(
      `INSERT INTO points_bonus_tiers (min_amount_cents, bonus_percent, is_active) VALUES ($1, $2, $3)
       RETURNING ${TIER_COLUMNS}`,
      [input.min_amount_cents, input.bonus_percent, input.is_active],
    );
    return row!;
  }

  async updateTier(
    id: string,
    input: TierInput,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TierRow | undefined> {
    const [rows] = await manager.query<[TierRow[], number]>(
      `UPDATE points_bonus_tiers SET min_amount_cents = $2, bonus_percent = $3, is_active = $4, updated_at = now()
        WHERE id = $1 RETURNING ${TIER_COLUMNS}`,
      [id, input.min_amount_cents, input.bonus_percent, input.is_active],
    );
    return rows[0];
  }

  async deleteTier(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [, affected] = await manager.query<[unknown[], number]>(`DELETE FROM points_bonus_tiers WHERE id = $1`, [id]);
    return affected > 0;
  }
}
