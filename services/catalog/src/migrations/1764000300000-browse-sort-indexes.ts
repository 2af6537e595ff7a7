import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The approved-only index behind each browse order: [name, key columns]. */
const SORTS = [
  ['newest', 'published_at DESC, id'],
  ['price_asc', 'price_cents, published_at DESC, id'],
  ['price_desc', 'price_cents DESC, published_at DESC, id'],
  ['rating', 'average_rating DESC, review_count DESC, id'],
  ['downloads', 'download_count DESC, id'],
] as const;

/** Indexes these replace: [name, definition] as migrations 1764000000000 and 1764000200000 made them. */
const REPLACED = [
  ['documents_approved_newest_idx', '(published_at DESC, id)'],
  ['documents_approved_downloads_idx', '(download_count DESC, id)'],
  ['documents_approved_price_asc_idx', '(price_cents, published_at DESC, id)'],
  ['documents_approved_price_desc_idx', '(price_cents DESC, published_at DESC, id)'],
  ['documents_approved_rating_idx', '(average_rating DESC, review_count DESC, id)'],
] as const;

/**
 * Browse orders with filters (a subject and a type sorted by price, say) walk the order's index
 * and skip what the filters reject. With the filter columns stored in the index, skipping reads
 * no table rows: measured on a million documents, a subject-and-type page sorted by downloads
 * went from about 90 ms to about 3 ms (ADR 0011). Each order's index gains the filter columns.
 */
export class BrowseSortIndexes1764000300000 implements MigrationInterface {
  name = 'BrowseSortIndexes1764000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [sort, columns] of SORTS) {
      await queryRunner.query(
        `CREATE INDEX documents_browse_${sort}_idx ON documents (${columns})
           INCLUDE (document_type_id, subject_id, university_id, course_id, textbook_id) WHERE status_id = 1`,
      );
    }
    for (const [name] of REPLACED) await queryRunner.query(`DROP INDEX ${name}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, columns] of REPLACED) {
      await queryRunner.query(`CREATE INDEX ${name} ON documents ${columns} WHERE status_id = 1`);
    }
    for (const [sort] of SORTS) await queryRunner.query(`DROP INDEX documents_browse_${sort}_idx`);
  }
}
