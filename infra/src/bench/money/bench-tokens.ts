import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type KeyLike } from 'jose';

const KEY_ID = 'bench-money-key';

/**
 * Access tokens signed the way auth signs them, with a key pair made for this run, and a JWKS
 * endpoint serving its public key: the gateway and orders verify them as they verify auth's.
 */
export class BenchTokens {
  private constructor(
    private readonly server: Server,
    private readonly privateKey: KeyLike,
    readonly jwksUrl: string,
  ) {}

  static async start(): Promise<BenchTokens> {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const body = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'EdDSA', use: 'sig' }] });
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new BenchTokens(server, privateKey, `http://127.0.0.1:${port}/.well-known/jwks.json`);
  }

  sign(userId: string): Promise<string> {
    return new SignJWT({ role: 'user', status: 'active' })
      .setProtectedHeader({ alg: 'EdDSA', kid: KEY_ID })
      .setSubject(userId)
      .setIssuer('studyhub-auth')
      .setAudience('studyhub')
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(this.privateKey);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
