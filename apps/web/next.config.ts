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
  experimental: {
    // Import files (POST /api/files) and assets reach the API through the proxy, which buffers
    // the body up to this size (10 MB by default, past which a route sees a cut body): the
    // API's FILE_MAX_BYTES (200 MB) plus room. /api/files refuses a body it did not get whole.
    proxyClientMaxBodySize: '210mb',
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
