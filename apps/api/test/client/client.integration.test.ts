// The typed client (@pim/client) against the real server: a person signs in and reads, the
// tenant header is set once, a refusal is a PimApiError carrying the envelope's errors, an
// access token refused mid-flow is renewed with the refresh token and the call sent again, and
// an API key works the same way.
import { createPimClient, pages, PimApiError } from '@pim/client';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld } from '../helpers/catalog.ts';
import { testServer } from '../helpers/server.ts';

const { server } = await testServer();
await server.startWorker();
const w = await createCatalogWorld();

describe('@pim/client', () => {
  it('signs a person in, names the tenant once and reads typed answers', async () => {
    const pim = createPimClient({
      baseUrl: server.baseUrl,
      credentials: { email: w.admin.email, password: w.admin.password },
      tenantId: w.home.id,
    });
    const me = await pim.api.GET('/auth/me');
    expect(me.data?.data.user.id).toBe(w.admin.id);
    const trees = await pim.api.GET('/category-trees', { params: { query: { page_size: 5 } } });
    expect(Array.isArray(trees.data?.data.items)).toBe(true);
  });

  it('throws a PimApiError with the envelope’s errors', async () => {
    const pim = createPimClient({
      baseUrl: server.baseUrl,
      credentials: { email: w.admin.email, password: w.admin.password },
      tenantId: w.home.id,
    });
    const refused = await pim.api
      .GET('/category-trees/{id}', {
        params: { path: { id: '00000000-0000-7000-8000-000000000000' } },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PimApiError);
    expect(refused).toMatchObject({ status: 404, code: 'not_found' });
    const wrong = createPimClient({
      baseUrl: server.baseUrl,
      credentials: { email: w.admin.email, password: 'not-the-password' },
    });
    await expect(wrong.signIn()).rejects.toMatchObject({ status: 401 });
  });

  it('renews a refused access token with the refresh token and sends the call again', async () => {
    let spoiled = 0;
    // The first authorized call goes out with a token the server refuses (as an expired one is).
    const flaky: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      if (
        request.headers.get('authorization') &&
        spoiled === 0 &&
        !request.url.includes('/auth/')
      ) {
        spoiled++;
        request.headers.set('authorization', 'Bearer spoiled');
      }
      return fetch(request);
    };
    const pim = createPimClient({
      baseUrl: server.baseUrl,
      credentials: { email: w.admin.email, password: w.admin.password },
      tenantId: w.home.id,
      fetch: flaky,
    });
    const trees = await pim.api.GET('/category-trees');
    expect(spoiled).toBe(1);
    expect(trees.response.status).toBe(200);
  });

  it('renews with the refresh token again and again: the server keeps it, so does the client', async () => {
    const refreshes: number[] = [];
    // Every token handed out is said to expire at once, so each call renews it first.
    const expiring: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const answer = await fetch(request);
      if (!request.url.endsWith('/auth/refresh')) return answer;
      refreshes.push(answer.status);
      if (!answer.ok) return answer;
      const body = (await answer.json()) as { data: Record<string, unknown> };
      return Response.json({ ...body, data: { ...body.data, expires_in: 0 } });
    };
    const person = createPimClient({
      baseUrl: server.baseUrl,
      credentials: { email: w.admin.email, password: w.admin.password },
    });
    const kept = await person.signIn();
    const sessions: Array<{ refreshToken?: string }> = [];
    const pim = createPimClient({
      baseUrl: server.baseUrl,
      credentials: { refreshToken: kept.refreshToken! },
      tenantId: w.home.id,
      fetch: expiring,
      onSession: (session) => sessions.push(session),
    });
    expect((await pim.api.GET('/category-trees')).response.status).toBe(200);
    expect((await pim.api.GET('/category-trees')).response.status).toBe(200);
    expect(refreshes).toEqual([200, 200]);
    expect(sessions.map((session) => session.refreshToken)).toEqual([
      kept.refreshToken,
      kept.refreshToken,
    ]);
  });

  it('works in the caller’s own tenant when none is named (a person’s default, a key’s)', async () => {
    const machine = await w.addMachine('home', 'admin');
    for (const credentials of [
      { email: w.admin.email, password: w.admin.password },
      { apiKey: machine.key.rawKey },
    ]) {
      const pim = createPimClient({ baseUrl: server.baseUrl, credentials });
      const trees = await pim.api.GET('/category-trees');
      expect(trees.response.status).toBe(200);
      expect(pim.tenantId).toBe(w.home.id);
    }
  });

  it('works with an API key', async () => {
    const machine = await w.addMachine('home');
    const pim = createPimClient({
      baseUrl: server.baseUrl,
      credentials: { apiKey: machine.key.rawKey },
      tenantId: w.home.id,
    });
    const me = await pim.api.GET('/auth/me');
    expect(me.response.status).toBe(200);
  });
});

describe('@pim/client helpers', () => {
  it('uploads a file, waits for a job, and reads every page of a list', async () => {
    const pim = createPimClient({
      baseUrl: server.baseUrl,
      credentials: { email: w.admin.email, password: w.admin.password },
      tenantId: w.home.id,
    });
    const fileId = await pim.uploadFile('trees.csv', 'code,name\nt1,Tree 1\n');
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    const started = await pim.api.POST('/jobs/exports', {
      body: { entity: 'products', format: 'csv' } as never,
    });
    const seen: string[] = [];
    const job = await pim.waitForJob(started.data!.data.id, {
      delayMs: 100,
      onProgress: (j) => seen.push(j.status),
    });
    expect(job.status).toBe('completed');
    expect(seen.at(-1)).toBe('completed');
    const codes = Array.from({ length: 7 }, (_, i) => `client_tree_${Date.now()}_${i}`);
    for (const code of codes) {
      await pim.api.POST('/category-trees', { body: { code, name: code } as never });
    }
    const listed: string[] = [];
    for await (const tree of pages((query) =>
      pim.api.GET('/category-trees', { params: { query: { ...query, page_size: 2 } } }),
    )) {
      listed.push(tree.code);
    }
    expect(listed).toEqual(expect.arrayContaining(codes));
    expect(new Set(listed).size).toBe(listed.length);
  });
});
