import { Module } from '@nestjs/common';
import { AdminAudit, objectStorageProvider } from '@studyhub/platform';
import { TaxonomyAudit } from './taxonomy-audit';
import { TaxonomyImages } from './taxonomy-images';

/** What the four admin taxonomy modules share: the audit of their writes and their pictures. */
@Module({
  providers: [AdminAudit, TaxonomyAudit, TaxonomyImages, objectStorageProvider],
  exports: [TaxonomyAudit, TaxonomyImages],
})
export class TaxonomyAdminModule {}
