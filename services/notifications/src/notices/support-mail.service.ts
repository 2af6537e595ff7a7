import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CONTACT_TOPIC_LABELS,
  type CatalogEventData,
  type CatalogEventType,
  type EventEnvelope,
} from '@studyhub/contracts';
import { MailQueue } from '../mail/mail-queue';
import {
  renderSubmissionReceiptEmail,
  renderSupportAlertEmail,
  type SupportSubmission,
} from '../templates/support-inbox.template';

type Event<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;

export const SUPPORT_MAIL_TEMPLATES = {
  contactAlert: 'contact-support',
  contactReceipt: 'contact-receipt',
  legalAlert: 'legal-support',
  legalReceipt: 'legal-receipt',
} as const;

const LEGAL_KIND_LABELS = { complaint: 'Complaint', takedown: 'Notice-and-takedown request' } as const;

/**
 * Messages people send the team (contact form, complaints, takedown notices): the team is told at
 * the support address, and the sender gets a receipt. No preference applies: the sender asked for
 * an answer, and the team's inbox is not a user's.
 */
@Injectable()
export class SupportMailService {
  constructor(private readonly mail: MailQueue) {}

  async onContactMessage(manager: EntityManager, event: Event<'contact.message-received.v1'>): Promise<void> {
    const { data } = event;
    await this.send(manager, event, SUPPORT_MAIL_TEMPLATES.contactAlert, SUPPORT_MAIL_TEMPLATES.contactReceipt, {
      kindLabel: 'Contact message',
      reference: data.messageId,
      name: data.name,
      email: data.email,
      subject: data.subject,
      details: [['Topic', CONTACT_TOPIC_LABELS[data.topic]]],
      signedInUserId: data.userId,
      adminPath: '/admin/legal-notice',
    });
  }

  async onLegalSubmission(manager: EntityManager, event: Event<'legal.submission-received.v1'>): Promise<void> {
    const { data } = event;
    await this.send(manager, event, SUPPORT_MAIL_TEMPLATES.legalAlert, SUPPORT_MAIL_TEMPLATES.legalReceipt, {
      kindLabel: LEGAL_KIND_LABELS[data.kind],
      reference: data.submissionId,
      name: data.name,
      email: data.email,
      subject: data.subject,
      details: [],
      signedInUserId: data.userId,
      adminPath: '/admin/legal-notice',
    });
  }

  private async send(
    manager: EntityManager,
    event: EventEnvelope,
    alertTemplate: string,
    receiptTemplate: string,
    submission: SupportSubmission,
  ): Promise<void> {
    const site = this.mail.site;
    await this.mail.enqueue(manager, {
      eventId: event.id,
      correlationId: event.correlationId,
      template: alertTemplate,
      userId: null,
      to: { name: `${site.name} support`, address: site.supportEmail },
      content: renderSupportAlertEmail(submission, site),
    });
    await this.mail.enqueue(manager, {
      eventId: event.id,
      correlationId: event.correlationId,
      template: receiptTemplate,
      userId: submission.signedInUserId,
      to: { name: submission.name, address: submission.email },
      content: renderSubmissionReceiptEmail(submission, site),
    });
  }
}
