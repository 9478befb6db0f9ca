// The repository's own lint rules: where database access may be written. Each rule is turned
// on for the files it guards in eslint.config.js; docs/architecture.md says why.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The Prisma client's model delegates (`product`, `jobFile`), from the schema's models. */
const SCHEMA_DIR = path.join(import.meta.dirname, '..', 'packages', 'db', 'prisma', 'schema');
const MODELS = new Set(
  readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.prisma'))
    .flatMap((file) => [
      ...readFileSync(path.join(SCHEMA_DIR, file), 'utf8').matchAll(/^model (\w+)/gm),
    ])
    .map(([, name]) => name[0].toLowerCase() + name.slice(1)),
);

/** Prisma's model methods: `db.prisma.product.findMany(…)`, `tx.product.create(…)`. */
const PRISMA_METHODS = new Set([
  'findFirst',
  'findFirstOrThrow',
  'findUnique',
  'findUniqueOrThrow',
  'findMany',
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
  'count',
  'aggregate',
  'groupBy',
]);
const PRISMA_CLIENT_METHODS = new Set([
  '$transaction',
  '$queryRaw',
  '$executeRaw',
  '$queryRawUnsafe',
  '$executeRawUnsafe',
]);

const nameOf = (node) =>
  node.type === 'Identifier'
    ? node.name
    : node.type === 'MemberExpression' && !node.computed
      ? node.property.name
      : undefined;

/** The object a member chain starts from: `a` of `a.b.c`. */
function rootOf(node) {
  let at = node;
  while (at.type === 'MemberExpression') at = at.object;
  return at;
}

const prismaInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'Prisma queries only in repository.ts files' },
    messages: {
      prisma:
        "Prisma is used only in a domain's repository.ts: call a repository function here (SQL-first code goes to a sql.ts).",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const method = callee.property.name;
        if (PRISMA_CLIENT_METHODS.has(method)) return context.report({ node, messageId: 'prisma' });
        // `<client>.<model>.<method>(…)`: a call on a model of the schema, whatever the
        // client is named (`db.prisma.product.findMany`, `tx.job.create`).
        if (
          PRISMA_METHODS.has(method) &&
          callee.object.type === 'MemberExpression' &&
          !callee.object.computed &&
          MODELS.has(callee.object.property.name) &&
          rootOf(callee.object).type !== 'ThisExpression'
        ) {
          context.report({ node, messageId: 'prisma' });
        }
      },
    };
  },
};

const sqlInSqlFiles = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL text only in sql.ts and *-sql.ts files' },
    messages: {
      sql: 'SQL is written only in a sql.ts or *-sql.ts file: move this statement there and call it.',
    },
    schema: [],
  },
  create(context) {
    return {
      TaggedTemplateExpression(node) {
        const tag = nameOf(node.tag);
        if (tag === 'sql' || tag === 'db') context.report({ node, messageId: 'sql' });
      },
    };
  },
};

/** A SQLSTATE: five characters, the class first (`23505`, `40P01`, `22P02`). */
const SQLSTATE = /^[0-9][0-9A-Z][0-9A-Z]{3}$/;

const sqlstateInDatabaseErrors = {
  meta: {
    type: 'problem',
    docs: { description: 'Database error codes read only in database-errors.ts' },
    messages: {
      sqlstate:
        'Database error codes are read only in platform/errors/database-errors.ts: use fromDatabaseError, fromDataError or isUniqueViolation.',
    },
    schema: [],
  },
  create(context) {
    return {
      Literal(node) {
        if (
          typeof node.value === 'string' &&
          SQLSTATE.test(node.value) &&
          /[0-9]{2}/.test(node.value.slice(0, 2))
        ) {
          context.report({ node, messageId: 'sqlstate' });
        }
      },
      CallExpression(node) {
        if (nameOf(node.callee) === 'sqlStateOf') context.report({ node, messageId: 'sqlstate' });
      },
    };
  },
};

export default {
  meta: { name: 'pim' },
  rules: {
    'prisma-in-repositories': prismaInRepositories,
    'sql-in-sql-files': sqlInSqlFiles,
    'sqlstate-in-database-errors': sqlstateInDatabaseErrors,
  },
};
