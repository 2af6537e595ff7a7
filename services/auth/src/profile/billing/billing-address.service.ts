import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BillingAddress } from '@studyhub/contracts';
import { UsersRepository } from '../../users/users.repository';
import { lockOwnAccount, readOwnAccount } from '../own-account';
import { ProfileRepository } from '../profile.repository';
import { billingAddressFieldsOf, billingAddressOf, type BillingAddressResponse } from './billing-address.mapper';

/** The caller's own billing address (spec section 6: per own user). */
@Injectable()
export class BillingAddressService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly profiles: ProfileRepository,
  ) {}

  async read(userId: string): Promise<BillingAddressResponse | null> {
    return billingAddressOf(await readOwnAccount(this.users, userId));
  }

  async save(userId: string, input: BillingAddress): Promise<BillingAddressResponse> {
    const fields = billingAddressFieldsOf(input);
    return this.dataSource.transaction(async (manager) => {
      await lockOwnAccount(this.users, userId, manager);
      await this.profiles.updateBillingAddress(manager, userId, fields);
      return billingAddressOf((await this.users.findById(userId, manager))!)!;
    });
  }
}
