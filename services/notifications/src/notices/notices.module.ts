import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { NotificationPreferencesModule } from '../preferences/notification-preferences.module';
import { RecipientsModule } from '../recipients/recipients.module';
import { UnsubscribeModule } from '../unsubscribe/unsubscribe.module';
import { NoticeConsumer } from './notice.consumer';
import { NoticeService } from './notice.service';
import { ReportNoticesConsumer } from './report-notices.consumer';
import { SupportMailService } from './support-mail.service';

@Module({
  imports: [MailModule, NotificationPreferencesModule, NotificationsModule, RecipientsModule, UnsubscribeModule],
  providers: [NoticeService, NoticeConsumer, ReportNoticesConsumer, SupportMailService],
  exports: [NoticeService],
})
export class NoticesModule {}
