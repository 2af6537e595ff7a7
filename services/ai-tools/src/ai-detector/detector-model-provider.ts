import type { Logger } from 'pino';
import { AiContentDetector } from './ai-content-detector';
import { AiDetectorErrors } from './ai-detector.errors';
import { locateDetectorModel, readDetectorModel, type StoredDetector } from './detector-model-store';

/**
 * The detector, read from its built model once and kept. A missing or unreadable model (a build
 * that skipped training) is logged once and answered 503 before any points are held.
 */
export class DetectorModelProvider {
  private detector: AiContentDetector | undefined;
  private failure: unknown;

  constructor(
    private readonly logger: Logger,
    private readonly load: () => StoredDetector = defaultLoad,
  ) {}

  get(): AiContentDetector {
    if (this.detector) return this.detector;
    if (this.failure === undefined) {
      try {
        const started = Date.now();
        this.detector = new AiContentDetector(this.load());
        this.logger.info({ model: this.detector.modelName, ms: Date.now() - started }, 'AI detector model loaded');
        return this.detector;
      } catch (error) {
        this.failure = error;
        this.logger.error({ err: error }, 'AI detector model could not be loaded');
      }
    }
    throw AiDetectorErrors.AI_DETECTOR_UNAVAILABLE({ cause: this.failure });
  }
}

function defaultLoad(): StoredDetector {
  const folder = locateDetectorModel();
  if (!folder) {
    throw new Error(
      'no AI detector model: the build writes it (node dist/ai-detector/training/train-detector-model.js)',
    );
  }
  return readDetectorModel(folder);
}
