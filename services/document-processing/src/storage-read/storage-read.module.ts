import { Module } from '@nestjs/common';
import { objectStorageProvider } from '@studyhub/platform';
import { PublicStorageController } from './public-storage.controller';
import { PublicStorageService } from './public-storage.service';

/** The public read route of the storage areas (avatars, cover images, previews, assets). */
@Module({
  controllers: [PublicStorageController],
  providers: [objectStorageProvider, PublicStorageService],
})
export class StorageReadModule {}
