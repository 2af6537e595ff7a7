import { Injectable } from '@nestjs/common';
import type { CatalogEventData, CatalogEventType, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { AccountMailService } from './account-mail.service';

type UserEvent<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/** Auth's user events in; each handler runs inside its inbox transaction. */
@Injectable()
export class AccountMailConsumer {
  constructor(private readonly accountMail: AccountMailService) {}

  @HandlesEvent('user.registered.v1')
  async registered(event: UserEvent<'user.registered.v1'>, { manager, logger }: Context): Promise<void> {
    await this.accountMail.onRegistered(manager, event, logger);
  }

  @HandlesEvent('user.email-verification-requested.v1')
  async emailVerificationRequested(
    event: UserEvent<'user.email-verification-requested.v1'>,
    { manager, logger }: Context,
  ): Promise<void> {
    await this.accountMail.onEmailVerificationRequested(manager, event, logger);
  }

  @HandlesEvent('user.password-reset-requested.v1')
  async passwordResetRequested(
    event: UserEvent<'user.password-reset-requested.v1'>,
    { manager, logger }: Context,
  ): Promise<void> {
    await this.accountMail.onPasswordResetRequested(manager, event, logger);
  }

  @HandlesEvent('user.password-changed.v1')
  async passwordChanged(event: UserEvent<'user.password-changed.v1'>, context: Context): Promise<void> {
    await this.accountMail.onPasswordChanged(event, context);
  }

  @HandlesEvent('user.signed-in.v1')
  async signedIn(event: UserEvent<'user.signed-in.v1'>, context: Context): Promise<void> {
    await this.accountMail.onSignedIn(event, context);
  }

  @HandlesEvent('user.profile-updated.v1')
  async profileUpdated(event: UserEvent<'user.profile-updated.v1'>, { manager }: Context): Promise<void> {
    await this.accountMail.onProfileUpdated(manager, event);
  }

  @HandlesEvent('user.deleted.v1')
  async deleted(event: UserEvent<'user.deleted.v1'>, { manager, logger }: Context): Promise<void> {
    await this.accountMail.onDeleted(manager, event, logger);
  }
}
