import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AvatarFiles } from './avatar/avatar-files';
import { AvatarController } from './avatar/avatar.controller';
import { AvatarService } from './avatar/avatar.service';
import { BillingAddressController } from './billing/billing-address.controller';
import { BillingAddressService } from './billing/billing-address.service';
import { objectStorageProvider } from './object-storage.provider';
import { ProfileController } from './profile.controller';
import { ProfileRepository } from './profile.repository';
import { ProfileService } from './profile.service';

/** Profile, avatar and billing address of the caller; the admin users API. */
@Module({
  // AccountsModule provides SessionRevoker: deactivating or deleting a user ends their sessions.
  imports: [AccountsModule],
  controllers: [ProfileController, AvatarController, BillingAddressController],
  providers: [
    objectStorageProvider,
    ProfileRepository,
    ProfileService,
    AvatarFiles,
    AvatarService,
    BillingAddressService,
  ],
})
export class ProfileModule {}
