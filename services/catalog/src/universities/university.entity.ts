import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { UniversityStatus, UniversityType } from '@studyhub/contracts';
import { CountryEntity } from '../countries/country.entity';

@Entity({ name: 'universities' })
export class UniversityEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl!: string | null;

  @Column({ type: 'text' })
  type!: UniversityType;

  @Column({ name: 'country_id', type: 'uuid' })
  countryId!: string;

  @ManyToOne(() => CountryEntity, { nullable: false })
  @JoinColumn({ name: 'country_id' })
  country!: CountryEntity;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  categories!: string[];

  @Column({ type: 'text', default: 'pending' })
  status!: UniversityStatus;

  @Column({ name: 'document_count', type: 'integer', default: 0 })
  documentCount!: number;

  /** Active courses; kept by a trigger on courses. */
  @Column({ name: 'courses_count', type: 'integer', default: 0 })
  coursesCount!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
