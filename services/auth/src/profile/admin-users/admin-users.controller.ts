import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
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
  collectAllPages,
  parseInput,
  sendCsv,
  type CsvColumn,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { AdminUsersErrors } from '../profile.errors';
import { AdminUsersService, type BulkUsersOutcome } from './admin-users.service';

const CSV_COLUMNS: readonly CsvColumn<AccountUser>[] = [
  { header: 'User id', value: (user) => user.id },
  { header: 'E-mail', value: (user) => user.email },
  { header: 'Full name', value: (user) => user.full_name },
  { header: 'Role', value: (user) => user.role },
  { header: 'Status', value: (user) => user.status },
  { header: 'E-mail verified', value: (user) => user.email_verified },
  { header: 'Created at', value: (user) => user.created_at },
  { header: 'Updated at', value: (user) => user.updated_at },
];

/** /api/users: the back office's user management (role admin and status active). */
@Controller('users')
@Roles('admin')
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get()
  async list(
    @Query() query: unknown,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<AccountUser> | string> {
    const filter = parseInput(listUsersQuerySchema, query);
    const readPage = async (page: number, limit: number): Promise<ApiList<AccountUser>> => {
      const { users, total } = await this.adminUsers.list(principal.userId, { ...filter, page, limit });
      return { data: users, meta: { page, limit, total } };
    };
    if (filter.format === 'csv') return sendCsv(reply, 'users', CSV_COLUMNS, await collectAllPages(readPage));
    return readPage(filter.page, filter.limit);
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
