import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { AdminHelpFaqController } from './help/admin-help-faq.controller';
import { HelpFaqController } from './help/help-faq.controller';
import { HelpFaqRepository } from './help/help-faq.repository';
import { HelpFaqService } from './help/help-faq.service';
import { AdminInboxController } from './inbox/admin-inbox.controller';
import { InboxRepository } from './inbox/inbox.repository';
import { InboxService } from './inbox/inbox.service';
import { AdminLegalPagesController } from './legal/admin-legal-pages.controller';
import { LegalPagesController } from './legal/legal-pages.controller';
import { LegalPagesRepository } from './legal/legal-pages.repository';
import { LegalPagesService } from './legal/legal-pages.service';
import { PagesSeeder } from './seed/pages-seeder';
import { LegalSubmissionsController } from './submissions/legal-submissions.controller';
import { LegalSubmissionsRepository } from './submissions/legal-submissions.repository';
import { LegalSubmissionsService } from './submissions/legal-submissions.service';

/** Managed pages: legal pages with versions, the help FAQ, legal submissions and the support inbox. */
@Module({
  controllers: [
    // The submissions route is more specific than the public `pages/legal/:slug` read.
    LegalSubmissionsController,
    LegalPagesController,
    HelpFaqController,
    AdminLegalPagesController,
    AdminHelpFaqController,
    AdminInboxController,
  ],
  providers: [
    LegalPagesRepository,
    LegalPagesService,
    HelpFaqRepository,
    HelpFaqService,
    LegalSubmissionsRepository,
    LegalSubmissionsService,
    InboxRepository,
    InboxService,
    PagesSeeder,
    AdminAudit,
  ],
})
export class PagesModule {}
