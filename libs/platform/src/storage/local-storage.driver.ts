import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  isStorageArea,
  type ListOptions,
  type ObjectStorage,
  type StorageArea,
  type StoredObject,
  type StoredObjectInfo,
} from './object-storage';
import { DEVELOPMENT_SIGNING_SECRET, signStorageUrl, type SignedUrlOptions } from './signed-url';
import { InvalidStorageKeyError, contentTypeForKey, normalizeStorageKey, normalizeStoragePrefix } from './storage-key';

/** Files under `<root>/<area>/<key>`, written atomically (temp file, then rename). */
export class LocalStorageDriver implements ObjectStorage {
  private readonly root: string;

  constructor(
    root: string,
    /** A function is read only when a URL is signed, so a process that never signs needs no secret. */
    private readonly signingSecret: string | (() => string) = DEVELOPMENT_SIGNING_SECRET,
  ) {
    this.root = path.resolve(root);
  }

  async signedUrl(area: StorageArea, key: string, options: SignedUrlOptions): Promise<string> {
    const secret = typeof this.signingSecret === 'string' ? this.signingSecret : this.signingSecret();
    return signStorageUrl(secret, area, key, options);
  }

  async put(area: StorageArea, key: string, body: Buffer | Readable, contentType?: string): Promise<StoredObjectInfo> {
    const target = this.pathOf(area, key);
    await mkdir(path.dirname(target), { recursive: true });
    // A leading dot can never start a key segment, so a half-written file is never mistaken for an object.
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.partial`);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    const info = await stat(target);
    return {
      key: normalizeStorageKey(key),
      size: info.size,
      contentType: contentType ?? contentTypeForKey(key),
      updatedAt: info.mtime,
    };
  }

  async get(area: StorageArea, key: string): Promise<StoredObject | undefined> {
    const info = await this.head(area, key);
    if (!info) return undefined;
    return { ...info, body: createReadStream(this.pathOf(area, key)) };
  }

  async head(area: StorageArea, key: string): Promise<StoredObjectInfo | undefined> {
    const target = this.pathOf(area, key);
    try {
      const info = await stat(target);
      if (!info.isFile()) return undefined;
      return {
        key: normalizeStorageKey(key),
        size: info.size,
        contentType: contentTypeForKey(key),
        updatedAt: info.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(area: StorageArea, key: string): Promise<void> {
    // Only objects are deleted; a key that names a folder is simply not an object.
    if (await this.head(area, key)) await rm(this.pathOf(area, key), { force: true });
  }

  async list(area: StorageArea, prefix: string, options: ListOptions = {}): Promise<StoredObjectInfo[]> {
    // S3 semantics: a prefix is a string prefix of keys, "a/" lists a folder, "a/b" matches "a/bc".
    const normalized = normalizeStoragePrefix(prefix);
    const isFolder = normalized === '' || prefix.endsWith('/');
    const base = this.areaRoot(area);
    const start = path.join(base, isFolder ? normalized : path.posix.dirname(normalized));
    const wanted = isFolder && normalized !== '' ? `${normalized}/` : normalized;
    const found: string[] = [];
    await collectFiles(start, base, found);
    const keys = found.filter((key) => key.startsWith(wanted)).sort();
    const offset = options.offset ?? 0;
    const limit = options.limit ?? 100;
    const page = keys.slice(offset, offset + limit);
    const infos = await Promise.all(page.map((key) => this.head(area, key)));
    return infos.filter((info): info is StoredObjectInfo => info !== undefined);
  }

  /** Areas come from code, but a string that slipped past the types must not pick a folder. */
  private areaRoot(area: StorageArea): string {
    if (!isStorageArea(area)) throw new InvalidStorageKeyError(String(area), 'unknown storage area');
    return path.join(this.root, area);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  private pathOf(area: StorageArea, key: string): string {
    const base = this.areaRoot(area);
    const target = path.resolve(base, normalizeStorageKey(key));
    // normalizeStorageKey already forbids climbing out; this is the belt to its braces.
    if (!target.startsWith(base + path.sep)) throw new Error('storage path escaped its area');
    return target;
  }
}

async function collectFiles(directory: string, base: string, into: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
      return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) await collectFiles(full, base, into);
    else if (entry.isFile() && !entry.name.startsWith('.'))
      into.push(path.relative(base, full).split(path.sep).join('/'));
  }
}
