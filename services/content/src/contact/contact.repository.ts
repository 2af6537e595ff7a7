import type { EntityManager } from 'typeorm';
import type { ContactMessageRequest } from '@studyhub/contracts';
import { ContactMessageEntity } from './contact-message.entity';
import type { FormSender } from '../common/form-sender';

export class ContactRepository {
  async insert(
    manager: EntityManager,
    input: ContactMessageRequest,
    sender: FormSender,
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
