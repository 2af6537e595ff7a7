import { Controller, Get } from '@nestjs/common';
import type { ApiData, CountryResponse } from '@studyhub/contracts';
import { Public } from '@studyhub/platform';
import { CountriesService } from './countries.service';

@Controller('countries')
export class CountriesController {
  constructor(private readonly countries: CountriesService) {}

  @Public()
  @Get()
  async list(): Promise<ApiData<CountryResponse[]>> {
    return { data: await this.countries.listCountries() };
  }
}
