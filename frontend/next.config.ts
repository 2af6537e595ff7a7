import path from 'node:path';
import type { NextConfig } from 'next';
import { ALIAS_REDIRECTS } from './src/config/redirects';

/**
 * Where the API gateway listens; the browser only ever talks to this app's `/api/*`.
 * Read when `next build` runs: Next bakes rewrite destinations into .next/routes-manifest.json.
 */
function readGatewayUrl(): string {
  const value = (process.env.GATEWAY_INTERNAL_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new Error(`GATEWAY_INTERNAL_URL must be an http(s) URL such as http://gateway:4000, got "${value}"`);
  }
  return value;
}
const gatewayUrl = readGatewayUrl();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Linting runs once for the whole monorepo (`npm run lint`); the build only type-checks.
  eslint: { ignoreDuringBuilds: true },
  // The monorepo root holds the lockfile and `libs/contracts`, which the app compiles from source.
  outputFileTracingRoot: path.join(__dirname, '..'),
  experimental: {
    externalDir: true,
  },
  images: {
    // No remote images: everything the shell draws lives in this repository.
    remotePatterns: [],
  },
  webpack(config: { resolve: { extensionAlias?: Record<string, string[]> } }) {
    // libs/contracts is written for node16 resolution and may import `./x.js` meaning `./x.ts`.
    config.resolve.extensionAlias = {
      ...config.resolve.extensionAlias,
      '.js': ['.ts', '.tsx', '.js'],
    };
    return config;
  },
  async redirects() {
    return ALIAS_REDIRECTS.map((redirect) => ({ ...redirect }));
  },
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${gatewayUrl}/api/:path*` }];
  },
};

export default nextConfig;
