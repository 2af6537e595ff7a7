import { Injectable } from '@nestjs/common';
import type { ContentAnalysis, EditorActionRequest, EditorActionResult } from '@studyhub/contracts';
import { LlmGateway } from '../../llm/llm-gateway.service';
import { LlmErrors } from '../../llm/llm.errors';
import { PointsMeter } from '../../metering/points-meter';
import { ANALYSIS_JSON_SCHEMA, ANALYSIS_MAX_TOKENS, analysisMessages, parseAnalysis } from './content-analysis';
import {
  preservationReminder,
  revisionMaxTokens,
  revisionMessages,
  type RevisionAction,
} from './editor-action-prompts';
import { editorActionCost, editorActionDescription } from './editor-action-pricing';
import { EditorActionErrors } from './editor-actions.errors';
import { missingTokens } from './preserved-tokens';

export interface EditorActionCall {
  userId: string;
  /** The action's id: the client's Idempotency-Key, else a fresh one. */
  key: string;
  /** The client went away. */
  signal: AbortSignal;
  correlationId: string;
}

interface Answer {
  text: string;
  model: string;
  analysis?: ContentAnalysis;
}

/** Low: an edit should stay close to the student's text. */
const REVISION_TEMPERATURE = 0.3;

/**
 * The editor's paid LLM actions: each takes its fixed price as a hold, asks the model, and charges
 * only for an answer that kept the student's numbers and names (preserved-tokens.ts).
 */
@Injectable()
export class EditorActionsService {
  constructor(
    private readonly llm: LlmGateway,
    private readonly meter: PointsMeter,
  ) {}

  async perform(request: EditorActionRequest, call: EditorActionCall): Promise<EditorActionResult> {
    // Before any hold: a server without a model takes no points.
    if (!this.llm.isConfigured) throw LlmErrors.LLM_NOT_CONFIGURED();
    const { result, charged, balance } = await this.meter.run(
      {
        userId: call.userId,
        feature: `editor.${request.action}`,
        holdPoints: (prices) => editorActionCost(request.action, prices),
        quotedPoints: request.quoted_points,
        description: editorActionDescription(request.action),
        key: call.key,
        signal: call.signal,
        correlationId: call.correlationId,
        metadata: { action: request.action },
      },
      (signal) =>
        request.action === 'content_analysis'
          ? this.analyse(request.text, call.userId, signal)
          : this.revise({ ...request, action: request.action }, call.userId, signal),
      (_, prices) => editorActionCost(request.action, prices),
    );
    return {
      action: request.action,
      text: result.text,
      ...(result.analysis ? { analysis: result.analysis } : {}),
      engine: 'llm',
      model: result.model,
      points_charged: charged,
      balance,
    };
  }

  /** One revision, and one more try with a reminder if the first lost a number or a name. */
  private async revise(
    request: EditorActionRequest & { action: RevisionAction },
    userId: string,
    signal: AbortSignal,
  ): Promise<Answer> {
    const messages = revisionMessages(request);
    const ask = (conversation: typeof messages) =>
      this.llm.generate({
        userId,
        feature: 'editor',
        messages: conversation,
        maxTokens: revisionMaxTokens(request.action, request.text),
        temperature: REVISION_TEMPERATURE,
        signal,
      });
    const first = await ask(messages);
    const firstText = first.text.trim();
    const missing = missingTokens(request.text, firstText);
    if (firstText !== '' && missing.length === 0) return { text: firstText, model: first.model };

    const second = await ask(firstText === '' ? messages : preservationReminder(messages, firstText, missing));
    const secondText = second.text.trim();
    if (secondText === '') throw EditorActionErrors.EDITOR_ACTION_NO_ANSWER();
    const stillMissing = missingTokens(request.text, secondText);
    if (stillMissing.length > 0) {
      throw EditorActionErrors.EDITOR_ACTION_CHANGED_FACTS({ details: { missing: stillMissing } });
    }
    return { text: secondText, model: second.model };
  }

  /** Structured output where the endpoint has it; otherwise the prompt asks for the same JSON. */
  private async analyse(text: string, userId: string, signal: AbortSignal): Promise<Answer> {
    const { capabilities } = await this.llm.status();
    const answer = await this.llm.generate({
      userId,
      feature: 'editor',
      messages: analysisMessages(text),
      maxTokens: ANALYSIS_MAX_TOKENS,
      temperature: 0,
      ...(capabilities.jsonSchema ? { jsonSchema: ANALYSIS_JSON_SCHEMA } : {}),
      signal,
    });
    const analysis = parseAnalysis(answer.text);
    if (!analysis) throw EditorActionErrors.EDITOR_ACTION_NO_ANSWER();
    return { text: analysis.summary, model: answer.model, analysis };
  }
}
