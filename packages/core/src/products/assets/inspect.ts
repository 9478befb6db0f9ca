// What is read from an upload's bytes: its type (sniffed with file-type: the header is only
// checked against it), its pixel size (image-size) and its SHA-256.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError } from '../../platform/errors/index.ts';
import { ASSET_CONTENT_TYPES } from './schemas.ts';

export interface InspectedFile {
  contentType: string;
  width: number | null;
  height: number | null;
  sha256: string;
}

/** Header values that say nothing about the file: the bytes decide. */
const UNSPECIFIED = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** Names the header may use for a sniffed type. */
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/** The longest side an image may have, in pixels (larger reads are a damaged header). */
const MAX_SIDE = 100_000;
/**
 * The most pixels an image may have (100 megapixels): a few bytes can claim far more, and
 * whoever makes thumbnails of it downstream would decode them all.
 */
export const MAX_PIXELS = 100_000_000;

const refuse = (message: string, field = '') => new AppError('invalid_value', message, { field });

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaTypeOf(header: string | undefined): string {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return ALIASES[type] ?? type;
}

export async function inspectFile(
  bytes: Uint8Array,
  declared: string | undefined,
): Promise<InspectedFile> {
  if (bytes.length === 0) throw refuse('The file is empty');
  // A truncated or odd file may make the sniffer fail: it is then of no known type.
  const sniffed = (await fileTypeFromBuffer(bytes).catch(() => undefined))?.mime;
  const allowed: readonly string[] = ASSET_CONTENT_TYPES;
  if (!sniffed || !allowed.includes(sniffed)) {
    throw refuse(
      `The file is ${sniffed ? `a ${sniffed}` : 'of an unknown type'}; accepted: ${ASSET_CONTENT_TYPES.join(', ')}`,
    );
  }
  const header = mediaTypeOf(declared);
  if (!UNSPECIFIED.has(header) && header !== sniffed) {
    throw refuse(
      `Content-Type says ${header.slice(0, 100)} but the file is a ${sniffed}`,
      'Content-Type',
    );
  }
  let width: number | null = null;
  let height: number | null = null;
  if (sniffed.startsWith('image/')) {
    try {
      const size = imageSize(bytes);
      width = size.width ?? null;
      height = size.height ?? null;
    } catch {
      width = null;
    }
    // A truncated header reads as garbage: a side must be a plausible pixel count.
    const plausible = (side: number | null) =>
      side !== null && Number.isInteger(side) && side > 0 && side <= MAX_SIDE;
    if (!plausible(width) || !plausible(height)) {
      throw refuse(`The ${sniffed} image cannot be read`);
    }
    if (width! * height! > MAX_PIXELS) {
      throw refuse(
        `The image is ${width} x ${height} pixels: at most ${MAX_PIXELS.toLocaleString('en')} pixels are taken`,
      );
    }
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { contentType: sniffed, width, height, sha256 };
}
