/**
 * Reduces a phone photo in the browser before it is uploaded (issue 28): a 9 MB 4000 × 3000 JPEG
 * becomes a JPEG of at most 1600 pixels on its long side (a few hundred KB), the size the server
 * keeps anyway (decision 0039), so the upload is fast on a phone's connection. The server still
 * decodes and re-encodes what it gets, whatever the browser did; when the browser cannot decode the
 * file (an old browser, a format it does not know) the original is sent and the server reduces it.
 */
const longSideMax = 1600;
const smallEnough = 1_048_576;

export async function reducePhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // Turned upright by its orientation tag, as the server does.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, longSideMax / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= smallEnough) return file;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // Photos are photos: transparency becomes white, as on the server.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const reduced = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return reduced && reduced.size < file.size ? reduced : file;
  } finally {
    bitmap.close();
  }
}
