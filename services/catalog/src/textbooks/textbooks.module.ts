import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { TaxonomyRepository } from '../taxonomy/taxonomy.repository';
import { AdminTextbooksController } from './admin-textbooks.controller';
import { AdminTextbooksService } from './admin-textbooks.service';

/** Admin writes of textbooks; the public reads are the taxonomy module's. */
@Module({
  controllers: [AdminTextbooksController],
  providers: [AdminTextbooksService, TaxonomyRepository, AdminAudit],
})
export class TextbooksModule {}
