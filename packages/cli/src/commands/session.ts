// pim login, pim logout, pim tenants [use <tenant>].
import { createPimClient, PimApiError, type PimSession } from '@pim/client';
import type { Command } from 'commander';
import { readSession, removeSession, sessionPath, writeSession } from '../config.ts';
import { connect, findTenant, serverOf, tenantIdOf, type Globals } from '../context.ts';
import { CliError, EXIT } from '../exit.ts';
import { Output, table } from '../output.ts';
import { askHidden, askLine, readStdin } from '../prompt.ts';

interface LoginOptions {
  email?: string;
  passwordStdin?: boolean;
  clientId: string;
}

async function credentialsFor(options: LoginOptions) {
  const interactive = Boolean(process.stdin.isTTY);
  const email =
    options.email ?? process.env.PIM_EMAIL ?? (interactive ? await askLine('E-mail: ') : '');
  if (!email) throw new CliError('Give --email (or PIM_EMAIL)', EXIT.usage);
  const password = options.passwordStdin
    ? await readStdin()
    : (process.env.PIM_PASSWORD ?? (interactive ? await askHidden('Password: ') : ''));
  if (!password) {
    throw new CliError(
      'Give the password on stdin with --password-stdin (or PIM_PASSWORD)',
      EXIT.usage,
    );
  }
  return { email, password };
}

export function sessionCommands(program: Command, globals: () => Globals): void {
  program
    .command('login')
    .description('sign in as a person and keep the session for the next commands')
    .option('--email <email>', 'your e-mail (PIM_EMAIL; asked when not given)')
    .option('--password-stdin', 'read the password from stdin (PIM_PASSWORD; asked otherwise)')
    .option('--client-id <id>', 'the client id to sign in with', 'pim-api')
    .action(async (options: LoginOptions) => {
      const g = globals();
      const out = new Output(g);
      const server = serverOf(g);
      const { email, password } = await credentialsFor(options);
      let session: PimSession | undefined;
      const pim = createPimClient({
        baseUrl: server,
        credentials: { email, password, clientId: options.clientId },
        onSession: (next) => (session = next),
      });
      await pim.signIn().catch((error: unknown) => {
        // Said to someone signing in: no advice to sign in.
        if (error instanceof PimApiError && error.status === 401) {
          throw new CliError(error.message, EXIT.auth);
        }
        throw error;
      });
      const tenant = g.tenant ?? process.env.PIM_TENANT;
      if (tenant) pim.setTenant(await tenantIdOf(pim, tenant));
      const { data } = await pim.api.GET('/auth/me');
      const me = data!.data;
      const active = me.tenants.find((t) => t.tenant_id === pim.tenantId) ?? me.active_tenant;
      writeSession({
        server,
        client_id: options.clientId,
        email,
        tenant_id: active.tenant_id,
        refresh_token: session!.refreshToken!,
        access_token: session!.accessToken,
        ...(session!.expiresAt ? { expires_at: session!.expiresAt } : {}),
      });
      out.result({ server, user: me.user, tenant: active, session_file: sessionPath() }, () =>
        [
          `Signed in to ${server} as ${me.user.name} (${email}).`,
          `Tenant: ${active.tenant_name} (${active.tenant_code}); \`pim tenants\` lists yours.`,
          `Session kept in ${sessionPath()} (readable by you only; \`pim logout\` ends it).`,
        ].join('\n'),
      );
    });

  program
    .command('logout')
    .description('end the kept session (the server revokes it) and forget it')
    .action(async () => {
      const g = globals();
      const out = new Output(g);
      const kept = readSession();
      if (!kept) {
        out.result({ signed_out: false }, () => 'Not signed in.');
        return;
      }
      const ctx = await connect({ ...g, server: kept.server });
      // Revoked server-side first; the file goes even when the server cannot be reached.
      let revoked = true;
      try {
        await ctx.pim.api.POST('/auth/logout', { body: { refresh_token: kept.refresh_token } });
      } catch {
        revoked = false;
      }
      removeSession();
      out.result({ signed_out: true, revoked }, () =>
        revoked
          ? `Signed out of ${kept.server}.`
          : `Forgot the session of ${kept.server}; the server could not be told (it expires on its own).`,
      );
    });

  const tenants = program
    .command('tenants')
    .description('the tenants you can work in (* the one commands use)')
    .action(async () => {
      const ctx = await connect(globals());
      const { data } = await ctx.pim.api.GET('/auth/me');
      const me = data!.data;
      const current = ctx.pim.tenantId ?? me.active_tenant.tenant_id;
      ctx.out.result(me.tenants, () =>
        table(
          ['', 'CODE', 'NAME', 'ORGANIZATION', 'ID'],
          me.tenants.map((t) => [
            t.tenant_id === current ? '*' : '',
            t.tenant_code,
            t.tenant_name,
            t.organization_name,
            t.tenant_id,
          ]),
        ),
      );
    });

  tenants
    .command('use <tenant>')
    .description('work in another tenant from now on (its code or id)')
    .action(async (tenant: string) => {
      const ctx = await connect(globals());
      if (!ctx.stored) {
        throw new CliError(
          '`pim tenants use` changes the kept session: run `pim login` first',
          EXIT.auth,
        );
      }
      const { data } = await ctx.pim.api.GET('/auth/me');
      const chosen = findTenant(data!.data.tenants, tenant);
      writeSession({ ...(readSession() ?? ctx.stored), tenant_id: chosen.tenant_id });
      ctx.out.result(chosen, () => `Now using ${chosen.tenant_name} (${chosen.tenant_code}).`);
    });
}
