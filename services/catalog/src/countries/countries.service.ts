import { Injectable } from '@nestjs/common';
import type { CountryResponse } from '@studyhub/contracts';
import { countryResponseOf } from './country.dto';
import { CountriesRepository } from './countries.repository';

@Injectable()
export class CountriesService {
  constructor(private readonly repository: CountriesRepository) {}

  async listCountries(): Promise<CountryResponse[]> {
    const countries = await this.repository.findAllByName();
    return countries.map(countryResponseOf);
  }
}
