import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LegalSubmissionKind } from '@studyhub/contracts';
import type { FormSender } from '../../common/form-sender';

export interface LegalSubmissionRecord {
  kind: LegalSubmissionKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  details: Record<string, unknown>;
}

export interface StoredSubmission extends LegalSubmissionRecord {
  id: string;
  userId: string | null;
  createdAt: Date;
}

@Injectable()
export class LegalSubmissionsRepository {
  async insert(manager: EntityManager, record: LegalSubmissionRecord, sender: FormSender): Promise<StoredSubmission> {
    const rows = await manager.query<{ id: string; createdAt: Date }[]>(
      `INSERT INTO legal_submissions (kind, name, email, subject, message, details, user_id, ip_address, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING id, created_at AS "createdAt"`,
      [
        record.kind,
        record.name,
        record.email,
        record.subject,
        record.message,
        JSON.stringify(record.details),
        sender.userId,
        sender.ipAddress,
        sender.userAgent?.slice(0, 512) ?? null,
      ],
    );
    const row = rows[0]!;
    return { ...record, id: row.id, userId: sender.userId, createdAt: row.createdAt };
  }
}
