// The one router both transports serve: tRPC under /trpc and REST under /v1.
import { authRouter } from '../routers/auth/index.ts';
import { router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
