import { Module } from '@nestjs/common';
import { AdminAudit, objectStorageProvider } from '@studyhub/platform';
import { AdminUsersController } from './admin-users/admin-users.controller';
import { AdminUsersRepository } from './admin-users/admin-users.repository';
import { AdminUsersService } from './admin-users/admin-users.service';
import { AvatarFiles } from './avatar/avatar-files';
import { AvatarController } from './avatar/avatar.controller';
import { AvatarService } from './avatar/avatar.service';
import { BillingAddressController } from './billing/billing-address.controller';
import { BillingAddressService } from './billing/billing-address.service';
import { ProfileController } from './profile.controller';
import { ProfileRepository } from './profile.repository';
import { ProfileService } from './profile.service';

/**
 * Profile, avatar and billing address of the caller; the admin users API. SessionRevoker (ending
 * the sessions of a deactivated or deleted user) comes from the global AccountsModule.
 */
@Module({
  controllers: [ProfileController, AvatarController, BillingAddressController, AdminUsersController],
  providers: [
    objectStorageProvider,
    ProfileRepository,
    ProfileService,
    AvatarFiles,
    AvatarService,
    BillingAddressService,
    AdminUsersRepository,
    AdminUsersService,
    AdminAudit,
  ],
})
export class ProfileModule {}
