import { writeFile } from 'node:fs/promises';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The check-in QR code of a confirmation PDF, read back from the PDF itself, and a camera film of
 * it for Chromium's fake video capture (`--use-file-for-fake-video-capture`).
 *
 * lib/pdf/confirmation.ts draws the code as filled squares on a white square (pdf-lib's
 * drawRectangle: `q · r g b rg · … · 1 0 0 1 x y cm · 0 0 m 0 h l w h l w 0 l h f · Q`), so its
 * modules come back exactly from the first page's content stream, without rendering the page.
 */

/** A QR code's modules, row by row, true for dark. */
export type Modules = boolean[][];

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

/** The filled rectangles pdf-lib drew on the page, with their fill colour ('0 0 0' is black). */
function rectangles(content: string): Rect[] {
  const found: Rect[] = [];
  for (const [, block] of content.matchAll(/(?:^|\n)q\n([\s\S]*?)\nQ(?=\n|$)/g)) {
    const path = /\n0 0 m\n0 (\S+) l\n(\S+) \S+ l\n\S+ 0 l\nh\nf$/.exec(block);
    const color = /^(\S+ \S+ \S+) rg$/m.exec(block);
    if (!path || !color) continue;
    let x = 0;
    let y = 0;
    for (const [, tx, ty] of block.matchAll(/^1 0 0 1 (\S+) (\S+) cm$/gm)) {
      x += Number(tx);
      y += Number(ty);
    }
    found.push({ x, y, width: Number(path[2]), height: Number(path[1]), color: color[1] });
  }
  return found;
}

/** The check-in QR code on the first page of a confirmation PDF. */
export async function qrFromPdf(pdf: Uint8Array): Promise<Modules> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const content = streams
    .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
    .join('\n');
  const rects = rectangles(content);
  // The code's white background: the only white square on the page.
  const white = rects.filter((r) => r.color === '1 1 1' && r.width === r.height && r.width >= 50);
  if (white.length !== 1) throw new Error(`expected one white QR background, found ${white.length}`);
  const box = white[0];
  const inside = rects.filter(
    (r) =>
      r.color === '0 0 0' &&
      r.width === r.height &&
      r.x >= box.x &&
      r.y >= box.y &&
      r.x + r.width <= box.x + box.width + 0.1 &&
      r.y + r.height <= box.y + box.height + 0.1,
  );
  if (inside.length === 0) throw new Error('no QR modules on the white square');
  // Each module is drawn 0.05 pt larger than its cell, so neighbours leave no hairline.
  const cell = inside[0].width - 0.05;
  const quiet = Math.round(Math.min(...inside.map((r) => r.x - box.x)) / cell);
  const size = Math.round(box.width / cell) - 2 * quiet;
  const modules: Modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const r of inside) {
    const col = Math.round((r.x - box.x) / cell) - quiet;
    const row = Math.round((box.y + box.height - r.y) / cell) - quiet - 1;
    modules[row][col] = true;
  }
  return modules;
}

/** The modules of a code made by the `qrcode` package (QRCode.create(text).modules). */
export function toModules(bits: { size: number; get(row: number, col: number): number | boolean }): Modules {
  return Array.from({ length: bits.size }, (_, row) =>
    Array.from({ length: bits.size }, (_, col) => Boolean(bits.get(row, col))),
  );
}

/**
 * Writes a YUV4MPEG2 film (4:2:0, full range) for Chromium's fake camera, which plays it in a loop:
 * the code on a white quiet zone of 4 modules, centred on a grey frame, for `shown` seconds, then
 * the grey frame alone for `hidden` seconds, as if the ticket were taken away and shown again.
 */
export async function writeCameraFilm(
  file: string,
  modules: Modules,
  { width = 640, height = 480, fps = 4, shown = 5, hidden = 5 } = {},
): Promise<void> {
  const quietZone = 4;
  const span = modules.length + 2 * quietZone;
  const scale = Math.floor((Math.min(width, height) * 0.85) / span);
  if (scale < 3) throw new Error(`a ${modules.length}-module code does not fit ${width}x${height}`);
  const left = Math.floor((width - span * scale) / 2);
  const top = Math.floor((height - span * scale) / 2);
  const GREY = 190;
  // A held-up ticket is never still: each frame shows it a little nearer or further and shifted,
  // as a camera sees it (and as zxing needs: it misses a few percent of codes in one exact picture).
  const luma = (withCode: boolean, step = 0) => {
    const plane = Buffer.alloc(width * height, GREY);
    if (!withCode) return plane;
    const size = Math.max(3, scale - (step % 3)) * span;
    const dx = left + ((step * 7) % 11) - 5;
    const dy = top + ((step * 5) % 9) - 4;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const row = Math.floor((y * span) / size) - quietZone;
        const col = Math.floor((x * span) / size) - quietZone;
        const dark = modules[row]?.[col] ?? false;
        plane[(dy + y) * width + dx + x] = dark ? 0 : 255;
      }
    }
    return plane;
  };
  const chroma = Buffer.alloc(2 * (width / 2) * (height / 2), 128);
  const frame = (withCode: boolean, step = 0) => Buffer.concat([Buffer.from('FRAME\n'), luma(withCode, step), chroma]);
  const greyFrame = frame(false);
  await writeFile(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: shown * fps }, (_, step) => frame(true, step)),
      ...Array<Buffer>(hidden * fps).fill(greyFrame),
    ]),
  );
}
