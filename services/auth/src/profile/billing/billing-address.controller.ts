import { Body, Controller, Get, Put } from '@nestjs/common';
import type { ApiData } from '@studyhub/contracts';
import { CurrentPrincipal, SignedIn, parseInput, type Principal } from '@studyhub/platform';
import { ownBillingAddressSchema, type BillingAddressResponse } from './billing-address.mapper';
import { BillingAddressService } from './billing-address.service';

/** GET and PUT /api/auth/billing-address: always the caller's own, there is no id to choose another. */
@Controller('auth/billing-address')
@SignedIn()
export class BillingAddressController {
  constructor(private readonly addresses: BillingAddressService) {}

  @Get()
  async read(@CurrentPrincipal() principal: Principal): Promise<ApiData<BillingAddressResponse | null>> {
    return { data: await this.addresses.read(principal.userId) };
  }

  @Put()
  async save(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<BillingAddressResponse>> {
    const input = parseInput(ownBillingAddressSchema, body);
    return { data: await this.addresses.save(principal.userId, input) };
  }
}
