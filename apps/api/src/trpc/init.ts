// tRPC's root: the context every procedure sees and the metadata each one declares.
import type {
  AssetSettings,
  AuthConfig,
  CatalogSettings,
  ChangeSource,
  IntegrationSettings,
  JobServices,
  Principal,
} from '@pim/core';
import type { Database, PermissionCode } from '@pim/db';
import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyBaseLogger } from 'fastify';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { toAppError, trpcCodeForStatus } from '../errors/to-app-error.ts';

export const API_DOMAINS = [
  'identity',
  'catalog',
  'attributes',
  'assets',
  'integration',
  'jobs',
  'webhooks',
] as const;
export type ApiDomain = (typeof API_DOMAINS)[number];

/**
 * What a raw request body is, which says its size limit: an asset (ASSET_MAX_BYTES) or an
 * import file (FILE_MAX_BYTES).
 */
export type RawBodyKind = 'asset' | 'import_file';

/** A permission an operation checks beyond its declared one, and when it does. */
export interface AlsoNeeds {
  permission: PermissionCode;
  /** Completes "Also needs `permission` …": "to move to approved", "for entity products". */
  when: string;
}

export type Meta = OpenApiMeta<{
  /** Which per-domain OpenAPI document lists the operation. */
  domain?: ApiDomain;
  /** Set by the procedure ladder: which credential the operation needs. */
  access?: 'public' | 'user' | 'token_tenant' | 'tenant' | 'platform';
  /** tenant procedures: an input field that, when given, names the tenant instead of the header. */
  tenantInput?: string;
  /**
   * The one permission a tenant procedure needs (`<feature>.<sub_feature>.<action>`). A list
   * means any one of them: only the type-agnostic job operations (GET /jobs and the like),
   * which then show each caller only the job types its permissions read.
   */
  permission?: PermissionCode | readonly PermissionCode[];
  /**
   * Permissions the domain checks on top of `permission`, and when (approving, the entity a
   * job reads or writes). The procedure does not check them; the OpenAPI document lists them.
   */
  alsoNeeds?: readonly AlsoNeeds[];
  /**
   * Error statuses the operation answers beyond those its rung, method and path imply
   * (openapi/document.ts), e.g. login's 401 for a wrong password.
   */
  errorStatuses?: number[];
  /** Set by the ladder: API keys are refused (403), only a signed-in person may call. */
  personOnly?: boolean;
  /** REST success status; 200 unless stated. 204 answers with an empty body. */
  successStatus?: 200 | 201 | 204;
  /**
   * REST lists that repeat `data.pagination` at the top level of the answer, beside `data`
   * (category trees, categories, channels).
   */
  topLevelPagination?: boolean;
  /**
   * REST operations whose body is a JSON array (the bulk writes of attribute values): the array is
   * the input field of this name; REST error fields are the array's own paths
   * (`0.values.0.data.value`), tRPC's keep the field name.
   */
  arrayBody?: string;
  /**
   * REST operations whose body is a file (asset uploads, import files): any Content-Type is
   * taken as bytes, up to the limit of its kind; the input gets them as `content`, the header
   * as `content_type`, and the query's fields. Documented as a binary body.
   */
  rawBody?: RawBodyKind;
  /**
   * REST operations that answer bytes (asset downloads): the procedure returns an
   * `AssetContent` and the transport streams it instead of the JSON envelope.
   */
  rawResponse?: boolean;
}>;

/** What the ladder and the transport share about one request's Idempotency-Key. */
export interface IdempotencyState {
  key: string;
  /** The claimed record, once the ladder let the request through. */
  id?: string;
  /** The first answer, when the ladder found one to replay. */
  replay?: { statusCode: number; body: string };
}

export interface Context {
  db: Database;
  config: AuthConfig;
  /** The asset storage and upload limit of the server. */
  assets: AssetSettings;
  /** The job files and the queue jobs are put on. */
  jobs: JobServices;
  /** Variants per product and revisions kept (domain scopes read them from here). */
  catalog: CatalogSettings;
  /** Where connections may reach and the keys that seal their credentials. */
  integration: IntegrationSettings;
  /** Set by REST for `rawResponse` operations: the answer may be a stream of bytes. */
  rawResponse?: boolean;
  authorization: string | undefined;
  tenantHeader: string | undefined;
  requestId: string;
  log: FastifyBaseLogger;
  principal?: Principal;
  /** Set by the ladder with the principal. */
  source?: ChangeSource;
  /** REST POST with an Idempotency-Key: shared with the transport that keeps the answer. */
  idempotency?: IdempotencyState;
}

export const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, input }) {
      const appError = toAppError(error, input);
      const code = trpcCodeForStatus(appError.status);
      return {
        message: appError.message,
        code: TRPC_ERROR_CODES_BY_KEY[code],
        data: {
          code,
          httpStatus: appError.status,
          path: shape.data.path,
          errors: appError.details,
        },
      };
    },
  });

export const router = t.router;
