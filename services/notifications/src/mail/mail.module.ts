import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@studyhub/platform';
import type { NotificationsEnv } from '../notifications.config';
import { MailDispatcher } from './mail-dispatcher';
import { MailQueue } from './mail-queue';
import { MAIL_SETTINGS, MAIL_TRANSPORT, type MailSettings, mailSettingsFrom } from './mail-settings';
import { createMailTransport } from './mail-transport.factory';
import { OutgoingEmailsRepository } from './outgoing-emails.repository';

@Module({
  providers: [
    {
      provide: MAIL_SETTINGS,
      useFactory: (config: NotificationsEnv) => mailSettingsFrom(config),
      inject: [SERVICE_CONFIG],
    },
    {
      provide: MAIL_TRANSPORT,
      useFactory: (settings: MailSettings) => createMailTransport(settings),
      inject: [MAIL_SETTINGS],
    },
    OutgoingEmailsRepository,
    MailQueue,
    MailDispatcher,
  ],
  exports: [MailQueue, MAIL_SETTINGS, OutgoingEmailsRepository],
})
export class MailModule {}
