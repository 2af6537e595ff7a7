import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import type { AdminPointsAccount, ApiData } from '@studyhub/contracts';
import { Roles } from '@studyhub/platform';
import { PointsService } from '../points/points.service';
import { WalletService } from '../sellers/wallet.service';

/**
 * /admin/points-accounts/{userId} (role admin and status active): one user's points and seller
 * earnings, as they see them on their wallet pages. Someone who never had points shows zeros.
 */
@Controller('admin/points-accounts')
@Roles('admin')
export class AdminPointsAccountsController {
  constructor(
    private readonly points: PointsService,
    private readonly wallets: WalletService,
  ) {}

  @Get(':userId')
  async account(@Param('userId', new ParseUUIDPipe()) userId: string): Promise<ApiData<AdminPointsAccount>> {
    const owner = { userId: userId.toLowerCase() };
    const [points, earnings] = await Promise.all([this.points.balanceOf(owner), this.wallets.walletOf(owner)]);
    return { data: { user_id: owner.userId, points, earnings } };
  }
}
