import { Injectable } from '@nestjs/common';
import {
  AI_DETECTION_POINTS,
  AI_DETECTOR_MIN_WORDS,
  POINTS_MESSAGES,
  aiDetectorTooShortMessage,
  countWords,
  type AiDetectorResult,
} from '@studyhub/contracts';
import { PointsMeter } from '../metering/points-meter';
import { AiDetectorErrors } from './ai-detector.errors';
import { DetectorModelProvider } from './detector-model-provider';

export interface DetectionCall {
  userId: string;
  /** The client's Idempotency-Key, else a fresh one. */
  key: string;
  signal: AbortSignal;
  correlationId: string;
}

/**
 * Scores a text for the signed-in student at the spec's fixed price. A text under 300 words is
 * refused before anything is held (too little text for a stable score); otherwise the 5 points are
 * held first (402 with the spec's AI-detection text when short of points), the text scored, and
 * the hold captured, or released if scoring failed.
 */
@Injectable()
export class AiDetectorService {
  constructor(
    private readonly meter: PointsMeter,
    private readonly models: DetectorModelProvider,
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
        holdPoints: AI_DETECTION_POINTS,
        description: 'AI detector',
        key: call.key,
        insufficientMessage: POINTS_MESSAGES.insufficientForDetection,
        signal: call.signal,
        correlationId: call.correlationId,
        metadata: { words, model: detector.modelName },
      },
      () => Promise.resolve(detector.analyse(text)),
      () => AI_DETECTION_POINTS,
    );
    return { ...result, engine: 'offline', model: detector.modelName, points_charged: charged, balance };
  }
}
