import type { CountryResponse } from '@studyhub/contracts';
import type { CountryEntity } from './country.entity';

export function countryResponseOf(country: CountryEntity): CountryResponse {
  return { id: country.id, name: country.name, code: country.code };
}
