import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import type { Logger } from 'pino';
import { editorCheckRequestSchema, type ApiData, type EditorCheckResponse } from '@studyhub/contracts';
import { AppError, LOGGER, SignedIn, parseInput } from '@studyhub/platform';
import { EditorChecksErrors } from './editor-checks.errors';
import { EditorChecks } from './editor-checks.service';

/** POST /editor/check: offline spelling, grammar and style findings for signed-in users; free. */
@Controller('editor')
@SignedIn()
export class EditorChecksController {
  constructor(
    private readonly checks: EditorChecks,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post('check')
  @HttpCode(200)
  async check(@Body() body: unknown): Promise<ApiData<EditorCheckResponse>> {
    const input = parseInput(editorCheckRequestSchema, body);
    try {
      return { data: await this.checks.check(input.text, { userWords: input.user_words ?? [] }) };
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.error({ err: error }, 'editor checks failed');
      throw EditorChecksErrors.EDITOR_CHECKS_UNAVAILABLE({ cause: error });
    }
  }
}
