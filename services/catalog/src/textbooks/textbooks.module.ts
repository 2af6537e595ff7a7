import { Module } from '@nestjs/common';
import { TaxonomyAdminModule } from '../taxonomy-admin/taxonomy-admin.module';
import { AdminTextbooksController } from './admin-textbooks.controller';
import { AdminTextbooksRepository } from './admin-textbooks.repository';
import { AdminTextbooksService } from './admin-textbooks.service';

/** Admin writes of textbooks; the public reads are the taxonomy module's. */
@Module({
  imports: [TaxonomyAdminModule],
  controllers: [AdminTextbooksController],
  providers: [AdminTextbooksService, AdminTextbooksRepository],
})
export class TextbooksModule {}
