import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type dns from 'node:dns';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses.ts';
import { outboundAgent } from './http.ts';
import { checkHostLiteral, guardedLookup, OutboundRefusedError } from './lookup.ts';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.9', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // cloud metadata (link-local)
    ['100.100.100.200', false], // a cloud's metadata in carrier-grade NAT space
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['fd00:ec2::254', false], // AWS metadata over IPv6 (unique-local)
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false], // IPv4-mapped loopback
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::7f00:1', false], // NAT64 form of 127.0.0.1
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkHostLiteral', () => {
  const strict = { allowPrivate: false };
  it('refuses private literals, bracketed IPv6 too, and lets names and public literals pass', () => {
    expect(() => checkHostLiteral('127.0.0.1', strict)).toThrow(OutboundRefusedError);
    expect(() => checkHostLiteral('[::1]', strict)).toThrow(OutboundRefusedError);
    expect(() => checkHostLiteral('8.8.8.8', strict)).not.toThrow();
    expect(() => checkHostLiteral('example.com', strict)).not.toThrow();
    expect(() => checkHostLiteral('127.0.0.1', { allowPrivate: true })).not.toThrow();
  });
});

/** A resolver answering from a script, one answer per call (a name that rebinds). */
function scripted(...answers: string[][]) {
  let call = 0;
  return (
    _host: string,
    _options: dns.LookupAllOptions,
    callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
  ) => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    callback(
      null,
      answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
}

function lookupOnce(lookup: ReturnType<typeof guardedLookup>, all = false) {
  return new Promise<{ error: Error | null; address: unknown }>((resolve) =>
    lookup('receiver.example', { all }, (error, address) => resolve({ error, address })),
  );
}

describe('guardedLookup', () => {
  it('keeps only the public addresses of a name, and refuses one that has none', async () => {
    const mixed = guardedLookup({ allowPrivate: false }, scripted(['10.0.0.5', '93.184.216.34']));
    expect(await lookupOnce(mixed)).toEqual({ error: null, address: '93.184.216.34' });
    const internal = guardedLookup({ allowPrivate: false }, scripted(['169.254.169.254']));
    const { error } = await lookupOnce(internal);
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(error!.message).toContain('169.254.169.254 (linkLocal)');
  });

  it('checks every connect, so a name that rebinds to loopback is refused the second time', async () => {
    const lookup = guardedLookup(
      { allowPrivate: false },
      scripted(['93.184.216.34'], ['127.0.0.1']),
    );
    expect((await lookupOnce(lookup)).error).toBeNull();
    expect((await lookupOnce(lookup)).error).toBeInstanceOf(OutboundRefusedError);
  });

  it('answers every kept address when asked for all, and private ones when allowed', async () => {
    const lookup = guardedLookup({ allowPrivate: true }, scripted(['127.0.0.1', '::1']));
    expect(await lookupOnce(lookup, true)).toEqual({
      error: null,
      address: [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ],
    });
  });
});

describe('outboundAgent', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
        return;
      }
      response.end('reached');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const refusal = async (url: string) => {
    const agent = outboundAgent({ allowPrivate: false });
    try {
      await fetch(url, { dispatcher: agent });
      return undefined;
    } catch (error) {
      return (error as Error & { cause?: Error }).cause;
    } finally {
      await agent.close();
    }
  };

  it('refuses a loopback receiver by name and by literal, before any byte is sent', async () => {
    let reached = 0;
    server.once('request', () => reached++);
    expect(await refusal(`http://localhost:${port}/`)).toBeInstanceOf(OutboundRefusedError);
    expect(await refusal(`http://127.0.0.1:${port}/`)).toBeInstanceOf(OutboundRefusedError);
    expect(await refusal(`http://[::ffff:127.0.0.1]:${port}/`)).toBeInstanceOf(
      OutboundRefusedError,
    );
    expect(reached).toBe(0);
  });

  it('reaches it when the policy allows private addresses; a redirect is answered as is', async () => {
    const agent = outboundAgent({ allowPrivate: true });
    const answer = await fetch(`http://localhost:${port}/`, { dispatcher: agent });
    expect(await answer.text()).toBe('reached');
    const redirected = await fetch(`http://127.0.0.1:${port}/redirect`, {
      dispatcher: agent,
      redirect: 'manual',
    });
    expect(redirected.status).toBe(302);
    await agent.close();
  });
});
