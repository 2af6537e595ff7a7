import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NoticesModule } from '../notices/notices.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { NotificationPreferencesModule } from '../preferences/notification-preferences.module';
import { RecipientsModule } from '../recipients/recipients.module';
import { AccountMailConsumer } from './account-mail.consumer';
import { AccountMailService } from './account-mail.service';

@Module({
  imports: [MailModule, NotificationPreferencesModule, NoticesModule, NotificationsModule, RecipientsModule],
  providers: [AccountMailService, AccountMailConsumer],
})
export class AccountMailModule {}
