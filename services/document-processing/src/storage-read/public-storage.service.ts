import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  InvalidStorageKeyError,
  SERVICE_CONFIG,
  isPublicStorageArea,
  isStorageArea,
  storageSigningSecret,
  verifySignedStorageUrl,
  type ObjectStorage,
  type ServiceEnv,
  type SignedStorageQuery,
  type StorageArea,
  type StoredObject,
  type StoredObjectInfo,
  OBJECT_STORAGE,
} from '@studyhub/platform';

const FILE_NOT_FOUND = () => AppError.of('NOT_FOUND', 'File not found.');
const LINK_EXPIRED = () =>
  AppError.of('FORBIDDEN', 'This link has expired. Please open the document again for a new one.');
const LINK_INVALID = () => AppError.of('FORBIDDEN', 'This link is not valid.');

export interface OpenedFile {
  object: StoredObject;
  /** A private file reached through a signed URL. */
  signed: boolean;
  /** The signed URL asked for an attachment under this name. */
  downloadName?: string;
}

/**
 * Reads files of the public storage areas for anyone. The private areas (originals, converted
 * files) answer exactly like a missing file so the route does not even confirm they exist.
 */
@Injectable()
export class PublicStorageService {
  private readonly signingSecret: string;

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(SERVICE_CONFIG) config: ServiceEnv,
  ) {
    this.signingSecret = storageSigningSecret(config);
  }

  /**
   * A public file for anyone; a private one (originals, converted) only through a valid, unexpired
   * signed URL. Without a signature a private file answers like a missing one.
   */
  async openSigned(area: string, key: string, query: SignedStorageQuery): Promise<OpenedFile> {
    if (query.signature === undefined || !isStorageArea(area) || isPublicStorageArea(area)) {
      return { object: await this.open(area, key), signed: false };
    }
    const verdict = verifySignedStorageUrl(this.signingSecret, area, key, query);
    if (verdict === 'expired') throw LINK_EXPIRED();
    if (verdict === 'invalid') throw LINK_INVALID();
    const object = await this.read(area, key, (privateArea, validKey) => this.storage.get(privateArea, validKey));
    if (!object) throw FILE_NOT_FOUND();
    return {
      object,
      signed: true,
      ...(typeof query.download === 'string' && query.download ? { downloadName: query.download } : {}),
    };
  }

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
    return this.read(area, key, read);
  }

  private async read<T>(
    area: StorageArea,
    key: string,
    read: (area: StorageArea, key: string) => Promise<T | undefined>,
  ): Promise<T | undefined> {
    try {
      return await read(area, key);
    } catch (error) {
      // The key is the platform's to judge (no dot segments, no climbing out of the area).
      if (error instanceof InvalidStorageKeyError) throw FILE_NOT_FOUND();
      throw error;
    }
  }
}
