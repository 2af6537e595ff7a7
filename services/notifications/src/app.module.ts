import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { AccountMailModule } from './account-mail/account-mail.module';
import { AdminEmailsModule } from './admin-emails/admin-emails.module';
import { NoticesModule } from './notices/notices.module';
import { NotificationsModule } from './notifications/notifications.module';
import { NotificationPreferencesModule } from './preferences/notification-preferences.module';
import { UnsubscribeModule } from './unsubscribe/unsubscribe.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forKernel(kernel),
        NotificationPreferencesModule,
        // Before NotificationsModule: /notifications/unsubscribe is matched ahead of /notifications/:id.
        UnsubscribeModule,
        NotificationsModule,
        NoticesModule,
        AccountMailModule,
        AdminEmailsModule,
      ],
    };
  }
}
