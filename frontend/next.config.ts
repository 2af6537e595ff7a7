import path from 'node:path';
import type { NextConfig } from 'next';
import { ALIAS_REDIRECTS } from './src/config/redirects';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
};

export default nextConfig;
