import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { getAuthOptions } from '@/lib/auth/options';

interface NextAuthContext {
  params: Promise<{ nextauth: string[] }>;
}

function handler(req: NextRequest, context: NextAuthContext): Promise<Response> {
  return NextAuth(req, context, getAuthOptions());
}

export { handler as GET, handler as POST };
