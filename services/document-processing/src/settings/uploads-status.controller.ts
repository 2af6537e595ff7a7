import { Controller, Get } from '@nestjs/common';
import type { ApiData, UploadsStatus } from '@studyhub/contracts';
import { Public } from '@studyhub/platform';
import { UploadsGate } from './uploads-gate';

/** GET /api/uploads/status: whether sellers can upload now, so the upload page can say so first. */
@Controller('uploads/status')
@Public()
export class UploadsStatusController {
  constructor(private readonly gate: UploadsGate) {}

  @Get()
  async status(): Promise<ApiData<UploadsStatus>> {
    return { data: { open: await this.gate.isOpen() } };
  }
}
