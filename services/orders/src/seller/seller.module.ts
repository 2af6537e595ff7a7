import { Module } from '@nestjs/common';
import { SellerController } from './seller.controller';
import { SellerRepository } from './seller.repository';
import { SellerService } from './seller.service';

@Module({ controllers: [SellerController], providers: [SellerRepository, SellerService] })
export class SellerModule {}
