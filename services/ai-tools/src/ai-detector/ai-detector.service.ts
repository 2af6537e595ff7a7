import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  AI_DETECTOR_MIN_WORDS,
  POINTS_MESSAGES,
  aiDetectorTooShortMessage,
  countWords,
  type AiDetectorResult,
} from '@studyhub/contracts';
import { AppError, LOGGER } from '@studyhub/platform';
import type { PromptToken } from '../llm/openai.client';
import { LlmGateway } from '../llm/llm-gateway.service';
import { PointsMeter } from '../metering/points-meter';
import type { AiContentDetector, Detection } from './ai-content-detector';
import { AiDetectorErrors } from './ai-detector.errors';
import { DetectorModelProvider } from './detector-model-provider';
import { mapLimited } from './map-limited';
import { ModelCalibrations, type HybridScales } from './model-calibrations';
import { scoredPieces } from './model-logprob-features';
import { splitSentences } from './text-units';

export interface DetectionCall {
  userId: string;
  /** The client's Idempotency-Key, else a fresh one. */
  key: string;
  signal: AbortSignal;
  correlationId: string;
  /** The price the page showed (`quoted_points`). */
  quotedPoints?: number | undefined;
}

/** A long text's pieces scored by the model at once. */
const PIECES_AT_ONCE = 2;

type Scored = Detection & { engine: 'offline' | 'hybrid'; model: string };

/**
 * Scores a text for the signed-in student at the price in force. A text under 300 words is
 * refused before anything is held (too little text for a stable score); otherwise the price is
 * held first (402 with the spec's AI-detection text when short of points), the text scored, and
 * the hold captured, or released if scoring failed. The hybrid engine scores when the language
 * model is calibrated (ModelCalibrations); when the model fails the student gets the offline score
 * at the same price, since it is as complete an answer as the offline engine ever gives.
 */
@Injectable()
export class AiDetectorService {
  constructor(
    private readonly meter: PointsMeter,
    private readonly models: DetectorModelProvider,
    private readonly calibrations: ModelCalibrations,
    private readonly gateway: LlmGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async detect(text: string, call: DetectionCall): Promise<AiDetectorResult> {
    const words = countWords(text);
    if (words < AI_DETECTOR_MIN_WORDS) {
      throw AiDetectorErrors.AI_DETECTOR_TOO_SHORT({
        message: aiDetectorTooShortMessage(words),
        details: { words, minimum_words: AI_DETECTOR_MIN_WORDS },
      });
    }
    const detector = this.models.get();
    const { result, charged, balance } = await this.meter.run(
      {
        userId: call.userId,
        feature: 'ai_detection',
        holdPoints: (prices) => prices.ai_detection,
        quotedPoints: call.quotedPoints,
        description: 'AI detector',
        key: call.key,
        insufficientMessage: POINTS_MESSAGES.insufficientForDetection,
        signal: call.signal,
        correlationId: call.correlationId,
        metadata: { words, model: detector.modelName },
      },
      () => this.scored(text, detector, call),
      (_, prices) => prices.ai_detection,
    );
    const { engine, model, ...detection } = result;
    return { ...detection, engine, model, points_charged: charged, balance };
  }

  private async scored(text: string, detector: AiContentDetector, call: DetectionCall): Promise<Scored> {
    const scales = await this.calibrations.scales().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'AI detector: hybrid calibration unreadable; scoring offline');
      return undefined;
    });
    if (scales) {
      const hybrid = await this.hybrid(text, detector, scales, call);
      if (hybrid) return hybrid;
    }
    return { ...detector.analyse(text), engine: 'offline', model: detector.modelName };
  }

  /** The hybrid score, or undefined when the model could not score the text (the caller scores offline). */
  private async hybrid(
    text: string,
    detector: AiContentDetector,
    calibrated: { model: string; scales: HybridScales },
    call: DetectionCall,
  ): Promise<Scored | undefined> {
    try {
      const pieces = await mapLimited(scoredPieces(text, splitSentences(text)), PIECES_AT_ONCE, async (piece) => {
        const scored = await this.gateway.scorePrompt({
          userId: call.userId,
          text: piece.text,
          signal: call.signal,
          model: calibrated.model,
        });
        return scored.tokens.map((token): PromptToken => ({ ...token, offset: token.offset + piece.offset }));
      });
      const tokens = pieces.flat();
      const model = `${detector.modelName}+${calibrated.model}`;
      return { ...detector.analyseWithModel(text, tokens, calibrated.scales), engine: 'hybrid', model };
    } catch (error) {
      if (call.signal.aborted) throw error;
      const code = error instanceof AppError ? error.code : undefined;
      this.logger.warn(
        { err: error, code },
        'AI detector: the language model could not score the text; scoring offline',
      );
      return undefined;
    }
  }
}
