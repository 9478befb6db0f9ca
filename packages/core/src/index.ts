export * from './errors/app-error.ts';
export * from './errors/zod-issues.ts';
export * from './config.ts';
export * from './shared/schemas.ts';
export * from './access/principal.ts';
export * as auth from './auth/service.ts';
export * from './auth/schemas.ts';
export { hashPassword, verifyPassword } from './auth/passwords.ts';
export { hashToken } from './auth/tokens.ts';
