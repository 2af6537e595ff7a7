import { Redis } from 'ioredis';
import { loadConfig, serviceEnvSchema } from '@studyhub/platform';
import { TEST_REDIS_URL, testLogger, uniqueSuffix } from '@studyhub/platform/testing';
import { aiToolsEnvShape, type AiToolsEnv } from '../../src/ai-tools.config';
import { LlmGateway } from '../../src/llm/llm-gateway.service';
import { LlmQuota } from '../../src/llm/llm-quota';
import { llmSettingsOf } from '../../src/llm/llm-settings';
import { OpenAiClient } from '../../src/llm/openai.client';

/** A gateway as the service builds it, on the real Redis, with keys of its own (deleted by `close`). */
export class GatewayUnderTest {
  private constructor(
    readonly gateway: LlmGateway,
    readonly quota: LlmQuota,
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  static create(env: Record<string, string>): GatewayUnderTest {
    const config = loadConfig(serviceEnvSchema('ai-tools', aiToolsEnvShape), env) as AiToolsEnv;
    const settings = llmSettingsOf(config);
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 2 });
    const namespace = `ai-tools-test:${uniqueSuffix()}`;
    const quota = new LlmQuota(redis, settings.limits, namespace);
    const client = settings.configured ? new OpenAiClient(settings.endpoint) : null;
    return new GatewayUnderTest(new LlmGateway(settings, client, quota, testLogger('llm')), quota, redis, namespace);
  }

  async close(): Promise<void> {
    const keys = await this.redis.keys(`${this.namespace}:*`);
    if (keys.length > 0) await this.redis.del(...keys);
    await this.redis.quit();
  }
}
