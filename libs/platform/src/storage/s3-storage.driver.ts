import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  isStorageArea,
  type ListOptions,
  type ObjectStorage,
  type StorageArea,
  type StoredObject,
  type StoredObjectInfo,
} from './object-storage';
import type { SignedUrlOptions } from './signed-url';
import { InvalidStorageKeyError, contentTypeForKey, normalizeStorageKey, normalizeStoragePrefix } from './storage-key';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, a local test server); AWS when absent. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** The SDK's default credential chain when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/** Objects under `<area>/<key>` in one bucket of any S3-compatible store. */
export class S3StorageDriver implements ObjectStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    const config: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle ?? false,
      // Checksums only where S3 demands them: the default streams bodies as aws-chunked with
      // trailing checksums, which many S3-compatible stores save verbatim instead of decoding.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (settings.endpoint) config.endpoint = settings.endpoint;
    if (settings.credentials) config.credentials = settings.credentials;
    this.client = new S3Client(config);
  }

  async put(area: StorageArea, key: string, body: Buffer | Readable, contentType?: string): Promise<StoredObjectInfo> {
    const objectKey = this.objectKey(area, key);
    const type = contentType ?? contentTypeForKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.settings.bucket, Key: objectKey, Body: body, ContentType: type }),
      );
      return { key: normalizeStorageKey(key), size: body.length, contentType: type, updatedAt: new Date() };
    }
    // S3 needs the length up front: a stream is spooled to a private temporary file first.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-s3-'));
    try {
      const file = path.join(dir, 'body');
      await pipeline(body, createWriteStream(file, { mode: 0o600 }));
      const { size } = await stat(file);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: objectKey,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: type,
        }),
      );
      return { key: normalizeStorageKey(key), size, contentType: type, updatedAt: new Date() };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async get(area: StorageArea, key: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(area, key) }),
      );
      return {
        key: normalizeStorageKey(key),
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? contentTypeForKey(key),
        updatedAt: answer.LastModified ?? new Date(0),
        body: answer.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async head(area: StorageArea, key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(area, key) }),
      );
      return {
        key: normalizeStorageKey(key),
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? contentTypeForKey(key),
        updatedAt: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(area: StorageArea, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(area, key) }));
  }

  async list(area: StorageArea, prefix: string, options: ListOptions = {}): Promise<StoredObjectInfo[]> {
    const normalized = normalizeStoragePrefix(prefix);
    const wanted = `${this.areaOf(area)}/${normalized}${normalized !== '' && prefix.endsWith('/') ? '/' : ''}`;
    const offset = options.offset ?? 0;
    const limit = options.limit ?? 100;
    const found: StoredObjectInfo[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: wanted, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        const key = object.Key.slice(area.length + 1);
        found.push({
          key,
          size: object.Size ?? 0,
          contentType: contentTypeForKey(key),
          updatedAt: object.LastModified ?? new Date(0),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token && found.length < offset + limit);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).slice(offset, offset + limit);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async signedUrl(area: StorageArea, key: string, options: SignedUrlOptions): Promise<string> {
    const disposition = options.downloadName
      ? `attachment; filename="${options.downloadName.replace(/["\\\r\n]/g, '_')}"`
      : 'inline';
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(area, key),
        ResponseContentDisposition: disposition,
      }),
      { expiresIn: options.expiresInSeconds },
    );
  }

  /** Stops the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }

  private areaOf(area: StorageArea): string {
    if (!isStorageArea(area)) throw new InvalidStorageKeyError(String(area), 'unknown storage area');
    return area;
  }

  private objectKey(area: StorageArea, key: string): string {
    return `${this.areaOf(area)}/${normalizeStorageKey(key)}`;
  }
}
