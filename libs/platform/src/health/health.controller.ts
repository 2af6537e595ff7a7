import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { evaluateReadiness, type HealthCheck } from './readiness';

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

@Public()
@Controller('health')
export class HealthController {
  constructor(@Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[]) {}

  /** The process is running and its event loop answers. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Every dependency answers: take traffic. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await evaluateReadiness(this.checks);
    void reply.status(report.status === 'ready' ? 200 : 503);
    return report;
  }
}
