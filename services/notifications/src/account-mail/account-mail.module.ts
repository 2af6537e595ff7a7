import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationPreferencesModule } from '../preferences/notification-preferences.module';
import { AccountMailConsumer } from './account-mail.consumer';
import { AccountMailService } from './account-mail.service';

@Module({
  imports: [MailModule, NotificationPreferencesModule],
  providers: [AccountMailService, AccountMailConsumer],
})
export class AccountMailModule {}
