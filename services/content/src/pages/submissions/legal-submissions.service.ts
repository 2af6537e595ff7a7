import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EVENT_CATALOG, LegalSubmissionRequest, LegalSubmissionResponse } from '@studyhub/contracts';
import { OutboxWriter, type RequestContext } from '@studyhub/platform';
import { LegalSubmissionsRepository } from './legal-submissions.repository';
import { submissionRecordOf } from './submission-record';
import type { FormSender } from '../../common/form-sender';

@Injectable()
export class LegalSubmissionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly repository: LegalSubmissionsRepository,
  ) {}

  /** Stores the complaint or notice and announces it in one transaction: support never misses one. */
  async submit(
    input: LegalSubmissionRequest,
    sender: FormSender,
    context: RequestContext,
  ): Promise<LegalSubmissionResponse> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.repository.insert(manager, submissionRecordOf(input), sender);
      await this.outbox.append(
        manager,
        'legal.submission-received.v1',
        {
          submissionId: saved.id,
          kind: saved.kind,
          name: saved.name,
          email: saved.email,
          subject: saved.subject,
          userId: saved.userId,
        },
        { context },
      );
      return { id: saved.id, kind: saved.kind, received_at: saved.createdAt.toISOString() };
    });
  }
}
