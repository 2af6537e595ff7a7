import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER, SERVICE_CONFIG } from '@studyhub/platform';
import type { AiToolsEnv } from '../ai-tools.config';
import { LlmGateway } from '../llm/llm-gateway.service';
import type { DetectorScales } from './ai-content-detector';
import { DetectorModelProvider } from './detector-model-provider';
import { mapLimited } from './map-limited';
import {
  HYBRID_FEATURES,
  HYBRID_FEATURE_NAMES,
  measureWithModel,
  type HybridFeatureName,
} from './model-logprob-features';
import { calibrateScales, type MeasuredText } from './training/calibrate-detector';
import { modelCalibrationTexts } from './training/model-calibration-texts';

export type HybridScales = DetectorScales<HybridFeatureName>;

/** A run that has not finished in this long died with its process: another may take it over. */
const STALE_RUN_MINUTES = 30;
/** How long a "not calibrated" answer is believed before the table is read again. */
const RECHECK_MS = 30_000;
/** Texts scored at once during a calibration run. */
const CONCURRENCY = 2;
/** An endpoint must score at least this share of a text's words, or it is not scoring the prompt. */
const MIN_TOKENS_PER_WORD = 0.8;

/** A failed run (the endpoint went away halfway) is tried again after this long. */
const RETRY_FAILED_MS = 60 * 60_000;

interface CalibrationRow {
  status: 'running' | 'ready' | 'failed';
  scales: HybridScales | null;
  finished_at: Date | null;
}

/**
 * The hybrid engine's calibration for the configured detector model. A language model's
 * surprisal means nothing until it is compared with human writing scored by that same model, so
 * before the hybrid engine is used, the held-out Brown texts are scored through the endpoint once
 * (in the background, by one replica: it claims the row), their scales and measured false-positive
 * rate stored. Until then, and whenever the endpoint cannot score prompts, the detector stays offline.
 */
@Injectable()
export class ModelCalibrations {
  /** The scales of the model they were measured with: an admin may choose another detector model. */
  private ready: { model: string; scales: HybridScales } | undefined;
  private checkedAt = 0;
  private checkedModel: string | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly gateway: LlmGateway,
    private readonly detectors: DetectorModelProvider,
    @Inject(SERVICE_CONFIG) private readonly config: AiToolsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The hybrid scales when the detector model is calibrated and can score prompts; else undefined. */
  async scales(): Promise<{ model: string; scales: HybridScales } | undefined> {
    const model = await this.gateway.detectorModel();
    if (!model || !(await this.gateway.canScorePrompts())) return undefined;
    if (this.ready?.model === model) return this.ready;
    this.ready = undefined;
    if (this.checkedModel === model && Date.now() - this.checkedAt < RECHECK_MS) return undefined;
    this.checkedAt = Date.now();
    this.checkedModel = model;
    const row = await this.row(model);
    if (row?.status === 'ready' && row.scales) this.ready = { model, scales: row.scales };
    // The endpoint came up after the start, or an earlier run failed a while ago: try (again) now.
    else if (!row || (row.status === 'failed' && Date.now() - (row.finished_at?.getTime() ?? 0) > RETRY_FAILED_MS)) {
      void this.calibrateInBackground();
    }
    return this.ready;
  }

  /** Starts a calibration run unless one is ready, running, or the endpoint cannot score prompts. */
  calibrateInBackground(): Promise<void> {
    this.running ??= this.calibrate()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'AI detector model calibration failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async calibrate(): Promise<void> {
    const model = await this.gateway.detectorModel();
    if (!model || !(await this.gateway.canScorePrompts())) return;
    const detector = this.detectors.get();
    if (!(await this.claim(model, detector.modelName))) return;
    const started = Date.now();
    const texts = modelCalibrationTexts(this.config.DETECTOR_MODEL_CALIBRATION_TEXTS);
    this.logger.info(
      { model, texts: texts.calibration.length + texts.measurement.length },
      'AI detector: calibrating the hybrid engine through the language model',
    );
    try {
      const measure = (text: string) => this.measured(text, model, detector);
      const calibration = await mapLimited(texts.calibration, CONCURRENCY, measure);
      const measurement = await mapLimited(texts.measurement, CONCURRENCY, measure);
      const scales = calibrateScales(calibration, measurement, HYBRID_FEATURES, HYBRID_FEATURE_NAMES);
      await this.dataSource.query(
        `UPDATE ai_detector_calibrations
            SET status = 'ready', scales = $3, texts = $4, error = NULL, finished_at = now()
          WHERE llm_model = $1 AND offline_model = $2`,
        [model, detector.modelName, JSON.stringify(scales), calibration.length + measurement.length],
      );
      this.ready = { model, scales };
      this.logger.info(
        {
          model,
          ms: Date.now() - started,
          falsePositiveRate: scales.document.falsePositiveRate,
          humanTextsMeasured: scales.document.humanTextsMeasured,
        },
        'AI detector: hybrid engine calibrated',
      );
    } catch (error) {
      await this.dataSource.query(
        `UPDATE ai_detector_calibrations SET status = 'failed', error = $3, finished_at = now()
          WHERE llm_model = $1 AND offline_model = $2`,
        [model, detector.modelName, error instanceof Error ? error.message : String(error)],
      );
      throw error;
    }
  }

  private async measured(
    text: string,
    model: string,
    detector: ReturnType<DetectorModelProvider['get']>,
  ): Promise<MeasuredText<HybridFeatureName>> {
    const { tokens } = await this.gateway.scorePrompt({ text, model });
    const words = text.split(/\s+/).filter(Boolean).length;
    if (tokens.length < words * MIN_TOKENS_PER_WORD) {
      throw new Error(`the endpoint scored ${tokens.length} tokens of a ${words}-word text: it does not score prompts`);
    }
    return measureWithModel(text, detector.ngramModel, tokens);
  }

  /** Takes the run for this model: a new row, or a failed or stale one. False when another has it or it is done. */
  private async claim(model: string, offlineModel: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `INSERT INTO ai_detector_calibrations (llm_model, offline_model, status)
       VALUES ($1, $2, 'running')
       ON CONFLICT (llm_model, offline_model) DO UPDATE
          SET status = 'running', started_at = now(), finished_at = NULL, error = NULL
        WHERE ai_detector_calibrations.status = 'failed'
           OR (ai_detector_calibrations.status = 'running'
               AND ai_detector_calibrations.started_at < now() - make_interval(mins => $3))
       RETURNING llm_model`,
      [model, offlineModel, STALE_RUN_MINUTES],
    );
    return rows.length === 1;
  }

  private async row(model: string): Promise<CalibrationRow | undefined> {
    const offlineModel = this.detectors.get().modelName;
    const rows = await this.dataSource.query<CalibrationRow[]>(
      `SELECT status, scales, finished_at FROM ai_detector_calibrations WHERE llm_model = $1 AND offline_model = $2`,
      [model, offlineModel],
    );
    return rows[0];
  }
}
