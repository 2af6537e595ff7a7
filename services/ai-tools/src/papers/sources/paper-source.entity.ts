import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SourceItem, SourceKind } from '@studyhub/contracts';

@Entity({ name: 'paper_sources' })
export class PaperSourceEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'paper_id', type: 'uuid' })
  paperId!: string;

  /** The id the paper's text cites it by (`[@key]`), unique within the paper. */
  @Column({ name: 'source_key', type: 'text' })
  sourceKey!: string;

  @Column({ type: 'text' })
  kind!: SourceKind;

  /** CSL-JSON fields, without the id (the key is the id). */
  @Column({ type: 'jsonb' })
  item!: Omit<SourceItem, 'id'>;

  /** Storage key (area originals) of an uploaded reference file. */
  @Column({ name: 'file_key', type: 'text', nullable: true })
  fileKey!: string | null;

  @Column({ name: 'file_name', type: 'text', nullable: true })
  fileName!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
