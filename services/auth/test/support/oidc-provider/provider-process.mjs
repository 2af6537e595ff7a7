// A real OpenID provider (the `oidc-provider` package) for the auth service's integration tests.
// oidc-provider is ESM only, so it runs here, in a child process the test starts, never inside Jest.
//
// Input: OIDC_PROVIDER_SETTINGS (JSON: { clients: [client metadata], accounts: [{ id, email,
// email_verified, name, picture }], signingKey: private RSA JWK, port?: number (default: a free one) }).
// Output: one line on stdout, {"issuer": "http://127.0.0.1:<port>"}, once it listens.
//
// Besides the provider's own routes it serves the login step a browser would see, as JSON:
//   POST /interaction/<uid>/login  {"account": "<id>"}  signs the account in and grants the scopes
//   POST /interaction/<uid>/abort                       the user declines (access_denied)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const settings = JSON.parse(process.env.OIDC_PROVIDER_SETTINGS ?? '{}');
const accounts = new Map((settings.accounts ?? []).map((account) => [account.id, account]));

const server = createServer();
await new Promise((resolve) => server.listen(settings.port ?? 0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: settings.clients ?? [],
  jwks: { keys: [settings.signingKey] },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  features: { devInteractions: { enabled: false } },
  // As at Google: every client must use PKCE.
  pkce: { required: () => true },
  responseTypes: ['code'],
  scopes: ['openid', 'email', 'profile'],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'picture'],
  },
  // As at Google: the ID token itself carries the e-mail and profile claims.
  conformIdTokenClaims: false,
  ttl: {
    AccessToken: 600,
    AuthorizationCode: 60,
    IdToken: 600,
    Interaction: 600,
    Session: 3600,
    Grant: 3600,
  },
  async findAccount(_ctx, id) {
    const account = accounts.get(id);
    if (!account) return undefined;
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: account.email,
          email_verified: account.email_verified,
          ...(account.name === undefined ? {} : { name: account.name }),
          ...(account.picture === undefined ? {} : { picture: account.picture }),
        };
      },
    };
  },
  renderError(ctx, out) {
    ctx.type = 'json';
    ctx.body = out;
  },
});
provider.on('server_error', (_ctx, error) => process.stderr.write(`oidc-provider server_error: ${error.stack}\n`));

const providerCallback = provider.callback();
const interactionRoute = /^\/interaction\/([A-Za-z0-9_-]+)\/(login|abort)$/;

server.on('request', (req, res) => {
  const match = req.method === 'POST' ? interactionRoute.exec(req.url ?? '') : null;
  if (!match) {
    providerCallback(req, res);
    return;
  }
  finishInteraction(req, res, match[2]).catch((error) => {
    res.statusCode = 400;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ error: 'interaction_failed', error_description: String(error?.message ?? error) }));
  });
});

async function finishInteraction(req, res, action) {
  const details = await provider.interactionDetails(req, res);
  if (action === 'abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const body = JSON.parse((await readBody(req)) || '{}');
  const accountId = body.account ?? details.session?.accountId;
  if (!accounts.has(accountId)) throw new Error(`unknown account ${accountId}`);
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

process.stdout.write(`${JSON.stringify({ issuer })}\n`);

// The test owns this process: stop when told to, or when the test process goes away (stdin closes).
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
