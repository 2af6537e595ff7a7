import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '@studyhub/platform';
import { SigningKeysService, type PublicJwk } from './signing-keys.service';

/** The public keys every service verifies access tokens with. */
@Controller('.well-known')
export class JwksController {
  constructor(private readonly keys: SigningKeysService) {}

  @Public()
  @Get('jwks.json')
  // Short enough that a key published ahead of its use (AUTH_SIGNING_KEY_PREPUBLISH_SECONDS) is seen in time.
  @Header('cache-control', 'public, max-age=300')
  jwks(): { keys: PublicJwk[] } {
    return this.keys.publicKeys();
  }
}
