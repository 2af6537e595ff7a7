import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { LedgerModule } from '../ledger/ledger.module';
import { PurchasesModule } from '../purchases/purchases.module';
import { AdminWithdrawalsController } from './admin-withdrawals.controller';
import { SellerWalletController } from './seller-wallet.controller';
import { WalletService } from './wallet.service';
import { WithdrawalsRepository } from './withdrawals.repository';
import { WithdrawalsService } from './withdrawals.service';

/** Seller earnings: the wallet, withdrawals and the admins' payout queue. */
@Module({
  imports: [LedgerModule, PurchasesModule],
  controllers: [SellerWalletController, AdminWithdrawalsController],
  providers: [WalletService, WithdrawalsService, WithdrawalsRepository, AdminAudit],
  exports: [WalletService],
})
export class SellersModule {}
