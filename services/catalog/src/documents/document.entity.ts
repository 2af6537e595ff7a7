import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** `numeric` and `bigint` arrive from pg as strings; these read them as numbers. */
const numericColumn = {
  to: (value: number) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * One study document. Status ids are fixed (DOCUMENT_STATUS_IDS); only status 1 (APPROVED) is ever
 * listed, searched, featured, related or counted. Counters on subjects, universities, courses,
 * textbooks and types follow this table through the `documents_counters` trigger.
 */
@Entity({ name: 'documents' })
export class DocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ name: 'price_cents', type: 'integer', default: 0 })
  priceCents!: number;

  @Column({ name: 'points_price', type: 'integer', default: 0 })
  pointsPrice!: number;

  @Column({ name: 'download_count', type: 'integer', default: 0 })
  downloadCount!: number;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount!: number;

  @Column({ name: 'rating_sum', type: 'integer', default: 0 })
  ratingSum!: number;

  @Column({ name: 'review_count', type: 'integer', default: 0 })
  reviewCount!: number;

  @Column({ name: 'average_rating', type: 'numeric', precision: 3, scale: 2, default: 0, transformer: numericColumn })
  averageRating!: number;

  @Column({ name: 'status_id', type: 'smallint', default: 2 })
  statusId!: number;

  @Column({ name: 'moderation_reason', type: 'text', nullable: true })
  moderationReason!: string | null;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'subject_id', type: 'uuid', nullable: true })
  subjectId!: string | null;

  @Column({ name: 'university_id', type: 'uuid', nullable: true })
  universityId!: string | null;

  @Column({ name: 'course_id', type: 'uuid', nullable: true })
  courseId!: string | null;

  @Column({ name: 'document_type_id', type: 'smallint' })
  documentTypeId!: number;

  @Column({ name: 'textbook_id', type: 'uuid', nullable: true })
  textbookId!: string | null;

  @Column({ name: 'page_count', type: 'integer', nullable: true })
  pageCount!: number | null;

  @Column({ name: 'preview_page_count', type: 'integer', nullable: true })
  previewPageCount!: number | null;

  @Column({ name: 'preview_file_path', type: 'text', nullable: true })
  previewFilePath!: string | null;

  @Column({ name: 'preview_file_name', type: 'text', nullable: true })
  previewFileName!: string | null;

  @Column({ name: 'preview_file_size', type: 'bigint', nullable: true, transformer: numericColumn })
  previewFileSize!: number | null;

  @Column({ name: 'preview_file_type', type: 'text', nullable: true })
  previewFileType!: string | null;

  @Column({ name: 'card_image_path', type: 'text', nullable: true })
  cardImagePath!: string | null;

  @Column({ name: 'card_image_name', type: 'text', nullable: true })
  cardImageName!: string | null;

  @Column({ name: 'original_file_path', type: 'text', nullable: true })
  originalFilePath!: string | null;

  @Column({ name: 'original_file_name', type: 'text', nullable: true })
  originalFileName!: string | null;

  @Column({ name: 'original_file_size', type: 'bigint', nullable: true, transformer: numericColumn })
  originalFileSize!: number | null;

  @Column({ name: 'original_file_type', type: 'text', nullable: true })
  originalFileType!: string | null;

  @Column({ name: 'converted_file_path', type: 'text', nullable: true })
  convertedFilePath!: string | null;

  @Column({ name: 'converted_file_name', type: 'text', nullable: true })
  convertedFileName!: string | null;

  @Column({ name: 'converted_file_size', type: 'bigint', nullable: true, transformer: numericColumn })
  convertedFileSize!: number | null;

  @Column({ name: 'converted_file_type', type: 'text', nullable: true })
  convertedFileType!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;
}
