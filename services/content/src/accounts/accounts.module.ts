import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { DeletedAccountsConsumer } from './deleted-accounts.consumer';

/** What content does when an account is deleted elsewhere (auth's user.deleted.v1). */
@Module({
  imports: [BlogModule],
  providers: [DeletedAccountsConsumer],
})
export class AccountsModule {}
