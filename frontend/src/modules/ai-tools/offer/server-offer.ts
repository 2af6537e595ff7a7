import type { AiToolsOffer } from '@studyhub/contracts';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import {
  AI_TOOLS_OFFER_REVALIDATE_SECONDS,
  AI_TOOLS_OFFER_TAG,
  DEFAULT_AI_TOOLS_OFFER,
  readAiToolsOffer,
} from './ai-tools-offer';

/**
 * The offer for a landing page, read on the server as a visitor and shared for a short while (an
 * admin's save expires it at once). When ai-tools does not answer, the spec's prices are shown.
 */
export async function loadAiToolsOffer(): Promise<AiToolsOffer> {
  const result = await fetchFromGateway<unknown>('/ai-tools/offer', {
    anonymous: true,
    revalidate: AI_TOOLS_OFFER_REVALIDATE_SECONDS,
    tags: [AI_TOOLS_OFFER_TAG],
  });
  return (result.ok ? readAiToolsOffer(result.data) : null) ?? DEFAULT_AI_TOOLS_OFFER;
}
