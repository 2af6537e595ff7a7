import { Module } from '@nestjs/common';
import { DemoCatalogSeeder } from './demo-catalog-seeder';

@Module({ providers: [DemoCatalogSeeder], exports: [DemoCatalogSeeder] })
export class SeedModule {}
