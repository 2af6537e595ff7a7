import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { MailModule } from '../mail/mail.module';
import { AdminEmailsController } from './admin-emails.controller';
import { AdminEmailsRepository } from './admin-emails.repository';
import { AdminEmailsService } from './admin-emails.service';

@Module({
  imports: [MailModule],
  controllers: [AdminEmailsController],
  providers: [AdminEmailsService, AdminEmailsRepository, AdminAudit],
})
export class AdminEmailsModule {}
