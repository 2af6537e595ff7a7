import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'paper_versions' })
export class PaperVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'paper_id', type: 'uuid' })
  paperId!: string;

  @Column({ name: 'version_number', type: 'int' })
  versionNumber!: number;

  @Column({ type: 'text' })
  content!: string;

  /** The content's word count, kept so a history lists without reading every version's text. */
  @Column({ type: 'int' })
  words!: number;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
