import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Events that carry a raw single-use e-mail token (docs/adr/0008). */
export const TOKEN_CARRYING_EVENTS = ['user.email-verification-requested.v1', 'user.password-reset-requested.v1'];
export const REDACTED_TOKEN = 'expired';

/**
 * The outbox keeps published events for OUTBOX_RETENTION_HOURS (a week); an e-mail token in one
 * must not outlive the token itself. Once published and expired, the token is blanked.
 */
@Injectable()
export class OutboxTokenRedactionRepository {
  constructor(private readonly dataSource: DataSource) {}

  async redactExpiredTokens(): Promise<number> {
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE outbox SET envelope = jsonb_set(envelope, '{data,token}', to_jsonb($2::text))
        WHERE event_type = ANY($1)
          AND published_at IS NOT NULL
          AND (envelope->'data'->>'expiresAt')::timestamptz < now()
          AND envelope->'data'->>'token' <> $2`,
      [TOKEN_CARRYING_EVENTS, REDACTED_TOKEN],
    );
    return affected;
  }
}
