import { Body, Controller, Put } from '@nestjs/common';
import { updateProfileRequestSchema, type AccountUser, type ApiData } from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { ProfileService } from './profile.service';

/** The caller's own profile: there is no user id in the path, so no one can address another's. */
@Controller('auth')
@SignedIn()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Put('profile')
  async update(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ user: AccountUser }>> {
    const input = parseInput(updateProfileRequestSchema, body);
    const user = await this.profiles.update(principal.userId, input, context);
    return { data: { user } };
  }
}
