import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type {
  AcademicLevel,
  CitationStyle,
  PaperMainType,
  PaperOrigin,
  PaperSources,
  PaperStatus,
} from '@studyhub/contracts';

@Entity({ name: 'papers' })
export class PaperEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  title!: string;

  /** Sanitised rich text (HTML). */
  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'text' })
  origin!: PaperOrigin;

  @Column({ name: 'paper_type', type: 'jsonb', nullable: true })
  paperType!: { mainType: PaperMainType; subType: string } | null;

  /** The length the student asked for, not the text's length. */
  @Column({ name: 'word_count', type: 'int' })
  wordCount!: number;

  @Column({ type: 'text' })
  level!: AcademicLevel;

  @Column({ name: 'citation_style', type: 'text' })
  citationStyle!: CitationStyle;

  @Column({ type: 'jsonb' })
  sources!: PaperSources;

  @Column({ type: 'text' })
  instructions!: string;

  @Column({ type: 'text' })
  status!: PaperStatus;

  /** The latest version's number: 0 until the first save after creation. */
  @Column({ type: 'int' })
  version!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
