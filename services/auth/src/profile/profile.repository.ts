import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import type { ProfileFields } from './profile-change';

export interface BillingAddressFields {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  countryId: string;
  postalCode: string;
  phone: string;
  defaultBillingAddress: boolean;
}

/** The writes of the caller's own profile, avatar and billing address (users table). */
@Injectable()
export class ProfileRepository {
  async updateProfile(manager: EntityManager, userId: string, profile: ProfileFields): Promise<void> {
    await manager.update(UserEntity, { id: userId }, profile);
  }

  async updateAvatarUrl(manager: EntityManager, userId: string, avatarUrl: string): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { avatarUrl });
  }

  async updateBillingAddress(manager: EntityManager, userId: string, address: BillingAddressFields): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { ...address, addressUpdatedAt: () => 'now()' });
  }
}
