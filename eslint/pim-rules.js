// The repository's own lint rules: where database access may be written. Each rule is turned
// on for the files it guards in eslint.config.js; docs/architecture.md says why.

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

/** `a.b.c`: whether any link of the chain is named `prisma`. */
function chainHasPrisma(node) {
  for (let at = node; at; at = at.type === 'MemberExpression' ? at.object : undefined) {
    if (nameOf(at) === 'prisma') return true;
  }
  return false;
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
        // `<something>.prisma.<model>.<method>(…)`: a model call on the Prisma client.
        if (
          PRISMA_METHODS.has(method) &&
          callee.object.type === 'MemberExpression' &&
          chainHasPrisma(callee.object.object)
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
