import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ScholarshipFieldOfStudy, ScholarshipLevel } from '@studyhub/contracts';

@Entity({ name: 'scholarships' })
export class ScholarshipEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'amount_min_cents', type: 'integer' })
  amountMinCents!: number;

  @Column({ name: 'amount_max_cents', type: 'integer', nullable: true })
  amountMaxCents!: number | null;

  @Column({ name: 'fields_of_study', type: 'text', array: true, default: () => "'{}'" })
  fieldsOfStudy!: ScholarshipFieldOfStudy[];

  @Column({ type: 'text', array: true })
  levels!: ScholarshipLevel[];

  @Column({ name: 'country_code', type: 'text' })
  countryCode!: string;

  @Column({ name: 'country_name', type: 'text' })
  countryName!: string;

  /** Catalog's id when the admin picked the university from catalog's list; seeds know only slugs. */
  @Column({ name: 'university_id', type: 'uuid', nullable: true })
  universityId!: string | null;

  @Column({ name: 'university_slug', type: 'text', nullable: true })
  universitySlug!: string | null;

  @Column({ name: 'university_name', type: 'text', nullable: true })
  universityName!: string | null;

  @Column({ name: 'course_id', type: 'uuid', nullable: true })
  courseId!: string | null;

  @Column({ name: 'course_slug', type: 'text', nullable: true })
  courseSlug!: string | null;

  @Column({ name: 'course_name', type: 'text', nullable: true })
  courseName!: string | null;

  /** A calendar date (YYYY-MM-DD): the last day to apply. */
  @Column({ type: 'date' })
  deadline!: string;

  @Column({ type: 'text' })
  eligibility!: string;

  @Column({ name: 'how_to_apply', type: 'text' })
  howToApply!: string;

  @Column({ name: 'official_url', type: 'text' })
  officialUrl!: string;

  @Column({ name: 'is_published', type: 'boolean', default: false })
  isPublished!: boolean;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
