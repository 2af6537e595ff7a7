import { COUNTRIES } from './data/countries.data';
import type { SeedCountry, SeedUniversity } from './data/seed-types';
import { MORE_UNIVERSITIES } from './data/more-universities.data';
import { UNIVERSITIES } from './data/universities.data';

/** What the seeder loads: every country, and the starter universities with their courses. */
export interface CatalogSeed {
  countries: readonly SeedCountry[];
  universities: readonly SeedUniversity[];
}

export const CATALOG_SEED: CatalogSeed = {
  countries: COUNTRIES,
  universities: [...UNIVERSITIES, ...MORE_UNIVERSITIES],
};
