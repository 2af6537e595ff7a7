import type { EntityManager } from 'typeorm';
import type { ContactMessageRequest } from '@studyhub/contracts';
import { ContactMessageEntity } from './contact-message.entity';

export interface ContactSender {
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export class ContactRepository {
  async insert(
    manager: EntityManager,
    input: ContactMessageRequest,
    sender: ContactSender,
  ): Promise<ContactMessageEntity> {
    const repository = manager.getRepository(ContactMessageEntity);
    return repository.save(
      repository.create({
        name: input.name,
        email: input.email.toLowerCase(),
        topic: input.topic,
        subject: input.subject,
        message: input.message,
        userId: sender.userId,
        ipAddress: sender.ipAddress,
        userAgent: sender.userAgent?.slice(0, 512) ?? null,
      }),
    );
  }
}
