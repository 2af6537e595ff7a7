import { randomUUID } from 'node:crypto';
import { signInternalRequest } from '@studyhub/platform';
import type { Outcome } from './closed-loop';
import { JsonHttp } from './http-json';

const SPENDS_PATH = '/internal/spends';

/** What the bench asked of the ledger and what it answered, per idempotency key. */
export interface SpendRecord {
  key: string;
  userId: string;
  amount: number;
  status: number;
  transactionId?: string;
  replayed?: boolean;
}

interface SpendAnswerBody {
  data?: { transaction_id?: string; replayed?: boolean };
}

/**
 * Signed `POST /internal/spends` calls, as ai-tools makes them (use_points_general), each with a
 * new idempotency key unless one is given. Every answer is kept in `records` for the accounting.
 */
export class SignedSpends {
  readonly records: SpendRecord[] = [];
  private readonly http: JsonHttp;

  constructor(
    origin: string,
    private readonly secret: string,
    maxSockets: number,
  ) {
    this.http = new JsonHttp(origin, maxSockets);
  }

  async spend(userId: string, amount: number, key: string = randomUUID()): Promise<Outcome> {
    const body = JSON.stringify({
      user_id: userId,
      amount,
      type: 'spent',
      description: 'Bench spend',
      metadata: { bench: true },
      idempotency_key: key,
    });
    const headers = signInternalRequest(this.secret, { service: 'ai-tools', method: 'POST', path: SPENDS_PATH, body });
    let status = 0;
    let answer: SpendAnswerBody | undefined;
    try {
      const reply = await this.http.post(SPENDS_PATH, body, headers);
      status = reply.status;
      answer = reply.body as SpendAnswerBody | undefined;
    } catch (error) {
      this.records.push({ key, userId, amount, status: 0 });
      throw error;
    }
    const transactionId = answer?.data?.transaction_id;
    this.records.push({
      key,
      userId,
      amount,
      status,
      ...(transactionId ? { transactionId } : {}),
      ...(answer?.data?.replayed !== undefined ? { replayed: answer.data.replayed } : {}),
    });
    if (status === 201 || status === 200) return 'ok';
    return status === 402 ? 'refused' : 'failed';
  }

  close(): void {
    this.http.close();
  }
}
