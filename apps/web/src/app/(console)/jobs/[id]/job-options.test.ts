import { describe, expect, it } from 'vitest';
import type { Job } from '@/components/jobs/job-labels';
import { deliveryLines, optionLines, resultLines } from './job-options';

const exportJob = {
  type: 'export',
  entity: 'products',
  options: {
    kind: 'connection_export',
    connection_code: 'shop-sftp',
    mode: 'full',
    dry_run: false,
  },
  result: {
    connection_id: 'c1',
    connection_code: 'shop-sftp',
    connector_type: 'sftp',
    mode: 'full',
    dry_run: false,
    channel_code: 'ecommerce',
    locales: ['en_US', 'fr_FR'],
    schema_id: 's1',
    records: 12,
    sent: 11,
    failed: 1,
    watermark: '2026-11-28T12:00:00.000Z',
    files: [
      {
        filename: 'shop-sftp-full-1.csv',
        location: 'sftp://127.0.0.1:2222/feeds/shop-sftp-full-1.csv',
        size_bytes: 2048,
        records: 11,
      },
    ],
  },
} as unknown as Job;

describe("a connection's jobs", () => {
  it('say the connection, what was exported, the channel and locales it used', () => {
    expect(optionLines(exportJob)).toEqual([
      { label: 'Connection', value: 'shop-sftp' },
      { label: 'Products', value: 'Every product of the channel (full)' },
      { label: 'Channel', value: 'ecommerce' },
      { label: 'Locales', value: 'en_US, fr_FR' },
      { label: 'Dry run', value: 'No' },
    ]);
  });

  it('count the records without repeating ids or what the options say', () => {
    expect(resultLines(exportJob.result)).toEqual([
      { label: 'Records built', value: '12' },
      { label: 'Sent', value: '11' },
      { label: 'Failed', value: '1' },
    ]);
  });

  it("say where an export's file went and where the next delta starts", () => {
    expect(deliveryLines(exportJob.result)).toEqual([
      {
        where: 'sftp://127.0.0.1:2222/feeds/shop-sftp-full-1.csv',
        detail: '11 records, 2.0 KB',
      },
      {
        where: '2026-11-28T12:00:00.000Z',
        detail: 'the next delta export takes what changed after it',
      },
    ]);
  });

  it("say an HTTP export's requests and answers, and an import's files once read", () => {
    expect(
      deliveryLines({
        http: { url: 'https://shop.example/feed', batches: 3, records: 250, statuses: { 200: 3 } },
      }),
    ).toEqual([
      { where: 'https://shop.example/feed', detail: '3 requests, 250 records, HTTP 200 ×3' },
    ]);
    expect(
      deliveryLines({
        files: [
          {
            name: 'p.csv',
            location: 'ftp://h/in/p.csv',
            size_bytes: 10,
            records: 2,
            archived_to: 'ftp://h/in/processed/p.csv',
          },
        ],
      }),
    ).toEqual([
      {
        where: 'ftp://h/in/p.csv',
        detail: '2 records, 10 B, moved to ftp://h/in/processed/p.csv once read',
      },
    ]);
  });
});
