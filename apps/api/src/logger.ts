// Structured JSON logs. Credentials never reach them: request bodies and headers are not
// logged, and the paths below are redacted should any code log them by mistake.
import type { FastifyLoggerOptions } from 'fastify';

export function loggerOptions(level = process.env.LOG_LEVEL ?? 'info') {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'req.headers["x-pim-console-secret"]',
        'headers["x-pim-console-secret"]',
        '*.password',
        '*.old_password',
        '*.new_password',
        '*.refresh_token',
        '*.access_token',
        '*.raw_key',
        // A connection's credentials (sealed at rest, never answered).
        '*.credentials',
        '*.private_key',
        '*.secret_access_key',
      ],
      censor: '[redacted]',
    },
  } satisfies FastifyLoggerOptions & { redact: unknown };
}
