import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HEALTH_CHECKS, Public, type HealthCheck } from '@studyhub/platform';
import { GATEWAY_CONFIG } from '../gateway.tokens';
import type { GatewayConfig } from '../gateway.config';
import { evaluateGatewayReadiness, type GatewayReadiness } from './service-health';

@Public()
@Controller('health')
export class GatewayHealthController {
  constructor(
    @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[],
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 200 while the gateway can serve; the body lists every service by name and its readiness. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<GatewayReadiness> {
    const readiness = await evaluateGatewayReadiness(this.checks, this.config.serviceUrls);
    void reply.status(readiness.status === 'not_ready' ? 503 : 200);
    return readiness;
  }
}
