/**
 * Exhibit photos, decoded and re-encoded (docs/decisions/0039-show-day-rules.md): what is stored and
 * served is a new JPEG made from the pixels alone, never the uploaded file. So a photo keeps no
 * metadata (a phone's EXIF carries the GPS position of where it was taken onto a public page), a
 * file declaring more pixels than `exhibitLimits.photoPixelsMax` is refused from its header before
 * its pixels are decoded, and a large phone photo is stored reduced to `photoLongSide` pixels.
 *
 * sharp (libvips) does the work; it loads when a photo is sent, not with the server.
 */
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { invalidField } from '@lug/domain/errors';
import { exhibitLimits, exhibitMessages } from '@lug/domain/exhibits-helpers';

/** Tried in order until the JPEG fits `photoStoredBytesMax` (a noisy image compresses badly). */
const encodings = [
  { longSide: exhibitLimits.photoLongSide, quality: 80 },
  { longSide: exhibitLimits.photoLongSide, quality: 60 },
  { longSide: 1200, quality: 50 },
  { longSide: 800, quality: 40 },
] as const;

let loaded: Promise<{ default: typeof SharpModule }> | undefined;

/** sharp, once: one libvips thread and no operation cache, so a small server keeps its memory. */
function loadSharp() {
  loaded ??= import('sharp').then((module) => {
    module.default.concurrency(1);
    module.default.cache(false);
    return module;
  });
  return loaded;
}

export interface ProcessedPhoto {
  bytes: Uint8Array;
  content_type: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * The photo to store: `bytes` (a JPEG, PNG or WebP already checked by its magic bytes) decoded,
 * turned upright by its orientation tag, reduced to fit, flattened onto white and written as a
 * JPEG without metadata. A header over the pixel limit, or a file that does not decode, is a 400
 * on `data`.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const { default: sharp } = await loadSharp();
  const pixelsMax = exhibitLimits.photoPixelsMax;
  const open = (): Sharp => sharp(bytes, { limitInputPixels: pixelsMax, failOn: 'error' });
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only: the pixels are not decoded yet (sharp's own limit would refuse a bomb here
    // with no reason a member can read, so the header is read without it and checked below).
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw invalidField('data', exhibitMessages.photoUnreadable);
  }
  if (!width || !height) throw invalidField('data', exhibitMessages.photoUnreadable);
  if (width * height > pixelsMax) {
    throw invalidField('data', exhibitMessages.photoTooManyPixels(Math.floor(pixelsMax / 1_000_000)));
  }
  try {
    for (const { longSide, quality } of encodings) {
      const { data, info } = await open()
        .rotate()
        .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      if (data.length <= exhibitLimits.photoStoredBytesMax) {
        return { bytes: new Uint8Array(data), content_type: 'image/jpeg', width: info.width, height: info.height };
      }
    }
  } catch {
    throw invalidField('data', exhibitMessages.photoUnreadable);
  }
  throw invalidField('data', exhibitMessages.photoUnreadable);
}
