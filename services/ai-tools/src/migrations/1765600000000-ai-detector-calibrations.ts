import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The AI detector's hybrid engine calibrated per language model (ADR 0023): human texts scored
 * through the model once, their scales and measured false-positive rate kept, so every replica and
 * every restart uses the same calibration. A row is claimed before the run so one replica does it.
 */
export class AiDetectorCalibrations1765600000000 implements MigrationInterface {
  name = 'AiDetectorCalibrations1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ai_detector_calibrations (
        llm_model text NOT NULL,
        offline_model text NOT NULL,
        status text NOT NULL CHECK (status IN ('running', 'ready', 'failed')),
        scales jsonb,
        texts int NOT NULL DEFAULT 0 CHECK (texts >= 0),
        error text,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        PRIMARY KEY (llm_model, offline_model),
        CHECK ((status = 'ready') = (scales IS NOT NULL))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ai_detector_calibrations`);
  }
}
