import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContactMessageRequest, ContactMessageResponse, EVENT_CATALOG } from '@studyhub/contracts';
import { OutboxWriter, type RequestContext } from '@studyhub/platform';
import { ContactRepository } from './contact.repository';
import type { FormSender } from '../common/form-sender';

@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly repository: ContactRepository,
  ) {}

  /** Stores the message and announces it, in one transaction: support never misses one. */
  async submit(
    input: ContactMessageRequest,
    sender: FormSender,
    context: RequestContext,
  ): Promise<ContactMessageResponse> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.repository.insert(manager, input, sender);
      await this.outbox.append(
        manager,
        'contact.message-received.v1',
        {
          messageId: saved.id,
          name: saved.name,
          email: saved.email,
          topic: saved.topic,
          subject: saved.subject,
          userId: saved.userId,
        },
        { context },
      );
      return { id: saved.id, received_at: saved.createdAt.toISOString() };
    });
  }
}
