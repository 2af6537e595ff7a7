import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CountryEntity } from './country.entity';

@Injectable()
export class CountriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every country; names sort with the column's ICU collation. */
  async findAllByName(): Promise<CountryEntity[]> {
    return this.dataSource
      .getRepository(CountryEntity)
      .createQueryBuilder('country')
      .orderBy('country.name', 'ASC')
      .addOrderBy('country.code', 'ASC')
      .getMany();
  }
}
