import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  InvalidStorageKeyError,
  isPublicStorageArea,
  isStorageArea,
  type ObjectStorage,
  type StoredObject,
  type StoredObjectInfo,
} from '@studyhub/platform';
import { OBJECT_STORAGE } from './object-storage.provider';

const FILE_NOT_FOUND = () => AppError.of('NOT_FOUND', 'File not found.');

/**
 * Reads files of the public storage areas for anyone. The private areas (originals, converted
 * files) answer exactly like a missing file so the route does not even confirm they exist.
 */
@Injectable()
export class PublicStorageService {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  async describe(area: string, key: string): Promise<StoredObjectInfo> {
    const info = await this.withValidKey(area, key, (publicArea, validKey) => this.storage.head(publicArea, validKey));
    if (!info) throw FILE_NOT_FOUND();
    return info;
  }

  async open(area: string, key: string): Promise<StoredObject> {
    const object = await this.withValidKey(area, key, (publicArea, validKey) => this.storage.get(publicArea, validKey));
    if (!object) throw FILE_NOT_FOUND();
    return object;
  }

  private async withValidKey<T>(
    area: string,
    key: string,
    read: (area: Parameters<ObjectStorage['head']>[0], key: string) => Promise<T | undefined>,
  ): Promise<T | undefined> {
    if (!isStorageArea(area) || !isPublicStorageArea(area)) throw FILE_NOT_FOUND();
    try {
      return await read(area, key);
    } catch (error) {
      // The key is the platform's to judge (no dot segments, no climbing out of the area).
      if (error instanceof InvalidStorageKeyError) throw FILE_NOT_FOUND();
      throw error;
    }
  }
}
