import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UseGuards,
  applyDecorators,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { aiToolSwitchKey, type AiToolKey } from '@studyhub/contracts';
import { AI_TOOL_SETTINGS, type AiToolSettingsStore } from './ai-tool-settings';
import { AiToolsSettingsErrors } from './ai-tools-settings.errors';

const AI_TOOL_KEY = 'studyhub:ai-tool';

/** Refuses the request with 403 TOOL_CLOSED while an admin has switched the route's tool off. */
@Injectable()
export class ToolSwitchGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AI_TOOL_SETTINGS) private readonly settings: AiToolSettingsStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const tool = this.reflector.getAllAndOverride<AiToolKey | undefined>(AI_TOOL_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!tool) return true;
    const { value } = await this.settings.current();
    if (!value[aiToolSwitchKey(tool)]) throw AiToolsSettingsErrors.TOOL_CLOSED();
    return true;
  }
}

/**
 * Marks a route that uses a tool (pays for it or creates with it): closed by the admin's switch,
 * it answers 403 TOOL_CLOSED. Reading what a student already made is left unmarked, so it stays.
 */
export function ToolSwitch(tool: AiToolKey): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(AI_TOOL_KEY, tool), UseGuards(ToolSwitchGuard));
}
