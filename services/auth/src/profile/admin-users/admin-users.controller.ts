import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  adminSignInsQuerySchema,
  bulkUsersRequestSchema,
  isUuid,
  listUsersQuerySchema,
  setUserStatusRequestSchema,
  type AccountUser,
  type AdminSignIn,
  type AdminUserDetail,
  type ApiData,
  type ApiList,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  Roles,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { AdminUsersErrors } from '../profile.errors';
import { AdminUsersService, type BulkUsersOutcome } from './admin-users.service';

/** /api/users: the back office's user management (role admin and status active). */
@Controller('users')
@Roles('admin')
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get()
  async list(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiList<AccountUser>> {
    const filter = parseInput(listUsersQuerySchema, query);
    const { users, total } = await this.adminUsers.list(principal.userId, filter);
    return { data: users, meta: { page: filter.page, limit: filter.limit, total } };
  }

  @Post('bulk')
  @HttpCode(200)
  async bulk(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<BulkUsersOutcome>> {
    const request = parseInput(bulkUsersRequestSchema, body);
    return { data: await this.adminUsers.bulk(principal, request, context) };
  }

  @Get(':id')
  async detail(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ApiData<AdminUserDetail>> {
    return { data: await this.adminUsers.detail(principal.userId, userIdOf(id)) };
  }

  @Get(':id/sign-ins')
  async signIns(
    @Param('id') id: string,
    @Query() query: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiList<AdminSignIn>> {
    const userId = userIdOf(id);
    const page = parseInput(adminSignInsQuerySchema, query);
    const { signIns, total } = await this.adminUsers.signInsOf(principal.userId, userId, page);
    return { data: signIns, meta: { page: page.page, limit: page.limit, total } };
  }

  @Delete(':id')
  async delete(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    const userId = userIdOf(id);
    await this.adminUsers.delete(principal, userId, context);
    return { data: { id: userId } };
  }

  @Patch(':id/status')
  async setStatus(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ user: AccountUser }>> {
    const userId = userIdOf(id);
    const { status } = parseInput(setUserStatusRequestSchema, body);
    const user = await this.adminUsers.setStatus(principal, userId, status, context);
    return { data: { user } };
  }
}

/** User ids are uuids; anything else names no user. */
function userIdOf(id: string): string {
  if (!isUuid(id)) throw AdminUsersErrors.USER_NOT_FOUND();
  return id.toLowerCase();
}
