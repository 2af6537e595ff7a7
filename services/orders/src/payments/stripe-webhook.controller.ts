import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { ApiData } from '@studyhub/contracts';
import { CurrentContext, Public, type RequestContext } from '@studyhub/platform';
import type { FastifyRequest } from 'fastify';
import { StripeWebhookService, type WebhookOutcome } from './stripe-webhook.service';

/** Stripe calls this; it proves itself with the signature, not a user token. */
@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async webhook(
    @Req() request: FastifyRequest & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ received: true; outcome: WebhookOutcome }>> {
    // The signature covers the bytes Stripe sent, never a re-serialisation of the parsed body.
    const outcome = await this.webhooks.receive(request.rawBody, signature, context);
    return { data: { received: true, outcome } };
  }
}
