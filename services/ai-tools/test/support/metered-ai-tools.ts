import { randomUUID } from 'node:crypto';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { aiToolsService } from '../../src/service';
import { FakeLlmServer } from './fake-llm-server';
import { PointsLedgerProcess } from './points-ledger-process';

const INTERNAL_SECRET = 'ai-tools-test-internal-api-secret';

/**
 * ai-tools as a paid tool runs: the real service on the fake model endpoint, billing against the
 * built points-ledger as a child process. Short model time limits and retries keep failures quick.
 */
export class MeteredAiTools {
  readonly fake = new FakeLlmServer();
  ledger!: PointsLedgerProcess;
  service!: TestService;
  tokens!: TestTokenIssuer;

  async start(model: string, env: Record<string, string> = {}): Promise<void> {
    const llmUrl = await this.fake.start();
    this.ledger = await PointsLedgerProcess.start(INTERNAL_SECRET);
    this.tokens = await createTestTokenIssuer();
    this.service = await startTestService(aiToolsService, {
      verifier: this.tokens.verifier,
      env: {
        LLM_BASE_URL: llmUrl,
        LLM_MODEL: model,
        LLM_TIMEOUT_MS: '1500',
        LLM_MAX_RETRIES: '2',
        LLM_RETRY_BASE_MS: '20',
        LLM_RETRY_MAX_MS: '200',
        POINTS_LEDGER_URL: this.ledger.url,
        INTERNAL_API_SECRET: INTERNAL_SECRET,
        ...env,
      },
    });
    // The capability probe at start talks to the fake too; wait for it before scripting answers.
    const status = await fetch(`${this.service.baseUrl}/llm/status`);
    if (status.status !== 200) throw new Error(`ai-tools /llm/status answered ${status.status}`);
  }

  async close(): Promise<void> {
    await this.service?.close();
    await this.ledger?.close();
    await this.fake.stop();
  }

  /** A new user with `points` credited through the ledger's real purchase path, and a token. */
  async fundedUser(points: number): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    if (points > 0) await this.ledger.fund(id, points);
    return { id, token: await this.tokens.sign({ userId: id }) };
  }
}
