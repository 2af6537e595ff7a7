import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationPreferencesModule } from '../preferences/notification-preferences.module';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';

@Module({
  imports: [MailModule, NotificationPreferencesModule],
  controllers: [UnsubscribeController],
  providers: [UnsubscribeService],
  exports: [UnsubscribeService],
})
export class UnsubscribeModule {}
