import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import {
  settingsHistoryQuerySchema,
  settingsUpdateSchemaOf,
  type ApiData,
  type ApiList,
  type SettingsHistoryEntry,
  type SettingsSnapshot,
} from '@studyhub/contracts';
import { CurrentPrincipal, Roles } from '../auth/auth.decorators';
import type { Principal } from '../auth/principal';
import type { RequestContext } from '../context/request-context';
import { parseInput } from '../errors/validation';
import { CurrentContext } from '../http/current-context.decorator';
import { AdminAudit } from '../logging/admin-audit';
import { settingsChangeSummary } from './settings-group';
import { SettingsRegistry } from './settings-registry';

type Value = Record<string, unknown>;

/**
 * /api/admin/settings/<group> of the groups this service owns: read, save with the version read
 * (a stale one is a 409), and the history of saved changes.
 */
@Controller('admin/settings')
@Roles('admin')
export class AdminSettingsController {
  constructor(
    private readonly registry: SettingsRegistry,
    private readonly audit: AdminAudit,
  ) {}

  @Get(':group')
  async get(@Param('group') group: string): Promise<ApiData<SettingsSnapshot<Value>>> {
    return { data: await this.registry.get(group).current() };
  }

  @Put(':group')
  async update(
    @Param('group') group: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<SettingsSnapshot<Value>>> {
    const store = this.registry.get(group);
    const input = parseInput(settingsUpdateSchemaOf(store.group.schema), body);
    const saved = await store.update(
      {
        expectedVersion: input.version,
        value: input.value,
        note: input.note,
        actor: { userId: principal.userId, email: principal.email ?? null },
      },
      (manager, change) =>
        this.audit.recordIn(manager, principal, context, {
          action: 'settings.changed',
          targetType: 'settings',
          targetId: group,
          summary: settingsChangeSummary(store.group, change.before, change.after),
          before: { version: change.version - 1, ...change.before },
          after: { version: change.version, ...change.after, ...(change.note ? { note: change.note } : {}) },
        }),
    );
    return { data: saved };
  }

  @Get(':group/history')
  async history(@Param('group') group: string, @Query() query: unknown): Promise<ApiList<SettingsHistoryEntry<Value>>> {
    const { page, limit } = parseInput(settingsHistoryQuerySchema, query);
    const { entries, total } = await this.registry.get(group).history({ page, limit });
    return { data: entries, meta: { page, limit, total } };
  }
}
