import { Controller, Get } from '@nestjs/common';
import type { ApiData, RegistrationStatus } from '@studyhub/contracts';
import { Public } from '@studyhub/platform';
import { RegistrationGate } from './registration-gate';

/** GET /api/auth/registration: whether the register page takes new accounts, so it can say so first. */
@Controller('auth/registration')
@Public()
export class RegistrationStatusController {
  constructor(private readonly gate: RegistrationGate) {}

  @Get()
  async status(): Promise<ApiData<RegistrationStatus>> {
    return { data: { open: await this.gate.isOpen() } };
  }
}
