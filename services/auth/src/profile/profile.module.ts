import { Module } from '@nestjs/common';

/** Profile, avatar and billing address of the caller; the admin users API. */
@Module({})
export class ProfileModule {}
