import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createObjectStorage, type ObjectStorage } from '@studyhub/platform';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { authService } from '../../src/service';

export interface UserBody {
  id: string;
  email: string;
  full_name: string;
  role: string;
  status: string;
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

export interface UserFields {
  fullName?: string;
  email?: string;
  role?: string;
  status?: string;
  createdAt?: string;
}

/**
 * The admin users suites' service: auth on a fresh database with a data folder of its own (for
 * avatar files), an admin to call as, and helpers that insert users and read what changed. The
 * helpers are ready at once; the service, storage and admin once `start` has run (in beforeAll).
 */
export class AdminUsersHarness {
  dataDir!: string;
  storage!: ObjectStorage;
  service!: TestService;
  tokens!: TestTokenIssuer;
  admin!: { id: string; email: string; token: string };
  private readonly runTag = `run${Date.now().toString(36)}`;
  private sequence = 0;

  constructor(private readonly dataDirPrefix: string) {}

  async start(): Promise<void> {
    this.dataDir = await mkdtemp(path.join(os.tmpdir(), this.dataDirPrefix));
    this.storage = createObjectStorage({ DATA_DIR: this.dataDir });
    this.tokens = await createTestTokenIssuer();
    this.service = await startTestService(authService, {
      verifier: this.tokens.verifier,
      env: { DATA_DIR: this.dataDir },
    });
    this.admin = await this.createUser({ fullName: 'Ada Admin', role: 'admin' });
  }

  async close(): Promise<void> {
    await this.service?.close();
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }

  /** Inserts a user (active, role user, a unique e-mail unless told) and signs a token for them. */
  readonly createUser = async (fields: UserFields = {}) => {
    this.sequence += 1;
    const email = fields.email ?? `user-${this.sequence}-${this.runTag}@example.org`;
    const [row] = await this.service.kernel.dataSource.query<{ id: string }[]>(
      `INSERT INTO users (email, full_name, role, status, created_at)
       VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now())) RETURNING id`,
      [
        email,
        fields.fullName ?? `Person ${this.sequence}`,
        fields.role ?? 'user',
        fields.status ?? 'active',
        fields.createdAt ?? null,
      ],
    );
    const token = await this.tokens.sign({
      userId: row!.id,
      email,
      role: fields.role === 'admin' ? 'admin' : 'user',
    });
    return { id: row!.id, email, token };
  };

  /** Calls the service with `token` (or none) and a JSON body; parses the JSON answer. */
  readonly call = async <T>(method: string, urlPath: string, token: string | undefined, body?: unknown) => {
    const response = await fetch(`${this.service.baseUrl}${urlPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T & Partial<ErrorBody> };
  };

  /** The user's status in the table; undefined once the user is deleted. */
  readonly statusOf = async (userId: string) =>
    (
      await this.service.kernel.dataSource.query<{ status: string }[]>('SELECT status FROM users WHERE id = $1', [
        userId,
      ])
    )[0]?.status;

  /** The outbox's events of a type about one user, oldest first. */
  readonly eventsOf = (type: string, userId: string) =>
    this.service.kernel.dataSource.query<{ envelope: { correlationId: string; data: Record<string, unknown> } }[]>(
      `SELECT envelope FROM outbox WHERE event_type = $1 AND envelope->'data'->>'userId' = $2 ORDER BY id`,
      [type, userId],
    );
}
