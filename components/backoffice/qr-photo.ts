/**
 * Reads the check-in code from a photo or screenshot of the confirmation. zxing's search for the
 * three corner squares misses a few percent of perfectly clean codes (17 of 600 generated tickets),
 * where a camera simply reads the next frame. A photo has one frame, so the picture gets further
 * passes: as a pure code (a screenshot or crisp print) and as smaller copies (what the next camera
 * frames would be). The reader's code is loaded on first use or by `prefetchQrReader`.
 */
import type { Result } from '@zxing/library';

const SCALES = [0.75, 0.5];

function loadReader() {
  return Promise.all([import('@zxing/browser'), import('@zxing/library')]);
}

/** Fetches the reader's code while there is network: scanning a photo then works offline. */
export function prefetchQrReader(): void {
  void loadReader().catch(() => undefined);
}

function scaled(image: HTMLImageElement, factor: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * factor));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * factor));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The text of the QR code in the picture; rejects when no pass finds one. */
export async function readQrPhoto(file: Blob): Promise<string> {
  const [{ BrowserQRCodeReader }, { DecodeHintType }] = await loadReader();
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const passes: (() => Promise<Result> | Result)[] = [
      () => new BrowserQRCodeReader().decodeFromImageElement(image),
      () => new BrowserQRCodeReader(new Map([[DecodeHintType.PURE_BARCODE, true]])).decodeFromImageElement(image),
      ...SCALES.map((factor) => () => new BrowserQRCodeReader().decodeFromCanvas(scaled(image, factor))),
    ];
    for (const pass of passes) {
      try {
        return (await pass()).getText();
      } catch {
        // not found in this pass: the next one looks differently
      }
    }
    throw new Error('no QR code in the picture');
  } finally {
    URL.revokeObjectURL(url);
  }
}
