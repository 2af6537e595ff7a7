import type { Logger, ObjectStorage, StorageArea } from '@studyhub/platform';
import { studyFilesPrefixOf, type StudyFileStorageKeys } from './study-file-keys';

/** The areas study files are stored in; both private. */
export const STUDY_FILE_AREAS: readonly StorageArea[] = ['originals', 'converted'];

/** Removes a study file's stored copies; a copy that cannot be removed now is logged, not fatal. */
export async function deleteStudyFileCopies(
  storage: ObjectStorage,
  keys: StudyFileStorageKeys,
  logger: Logger,
): Promise<void> {
  const copies: [StorageArea, string][] = [
    ['originals', keys.original],
    ['converted', keys.converted],
  ];
  for (const [area, key] of copies) {
    await storage.delete(area, key).catch((error: unknown) => {
      logger.warn({ err: error, area, key }, 'could not delete a study file copy');
    });
  }
}

const LIST_PAGE = 100;

/** Removes every stored copy of every study file of a student (their account was deleted). */
export async function deleteAllStudyFileCopiesOf(storage: ObjectStorage, ownerId: string): Promise<number> {
  const prefix = studyFilesPrefixOf(ownerId);
  let deleted = 0;
  for (const area of STUDY_FILE_AREAS) {
    // Listed in full first: deleting while paging would shift the pages.
    const keys: string[] = [];
    for (let offset = 0; ; offset += LIST_PAGE) {
      const page = await storage.list(area, prefix, { limit: LIST_PAGE, offset });
      keys.push(...page.map((object) => object.key));
      if (page.length < LIST_PAGE) break;
    }
    for (const key of keys) await storage.delete(area, key);
    deleted += keys.length;
  }
  return deleted;
}
