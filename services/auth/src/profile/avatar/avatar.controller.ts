import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AccountUser, ApiData } from '@studyhub/contracts';
import { CurrentContext, CurrentPrincipal, type Principal, type RequestContext, SignedIn } from '@studyhub/platform';
import { readAvatarUpload } from './avatar-upload';
import { AvatarService } from './avatar.service';

/** POST /api/auth/avatar: multipart field `file`, always the caller's own picture. */
@Controller('auth')
@SignedIn()
export class AvatarController {
  constructor(private readonly avatars: AvatarService) {}

  @Post('avatar')
  @HttpCode(200)
  async upload(
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ user: AccountUser }>> {
    const upload = await readAvatarUpload(request);
    const user = await this.avatars.replace(principal.userId, upload, context);
    return { data: { user } };
  }
}
