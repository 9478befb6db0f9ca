import type { NextConfig } from 'next';

// The console only talks to the API from the server, so the browser never needs its address.
const securityHeaders = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'same-origin' },
];

const nextConfig: NextConfig = {
  // Another build directory lets two consoles (e.g. two developers' `next dev`) share a checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Limits and enumerations come from @pim/core's client-safe `limits` module (TypeScript).
  transpilePackages: ['@pim/core'],
  reactStrictMode: true,
  // `pnpm typecheck` (which `pnpm test` runs first) checks the console's types; the build
  // checking them again cost 17 s of every CI run.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
