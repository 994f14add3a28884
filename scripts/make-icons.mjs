// Draws the app icons of the web manifest (web/public/icons) from the logo mark of
// web/public/favicon.svg, without an image library: the mark is a rounded square, three white
// strokes and a dot, drawn here as distance functions with 4x4 samples a pixel. Run it again
// when the mark changes: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/public/icons');

const BLUE = [0x06, 0x78, 0xc1];
const WHITE = [255, 255, 255];
const AMBER = [0xff, 0xb0, 0x20];
// favicon.svg, in its 32-unit box: M9 8v16 M9 16l9-8 M12.5 13.5 19 24, stroke 3.2, round caps
const STROKES = [
  [9, 8, 9, 24],
  [9, 16, 18, 8],
  [12.5, 13.5, 19, 24],
];
const STROKE_HALF = 1.6;
const DOT = { x: 23.5, y: 10, r: 2.5 };

function segmentDistance(px, py, [ax, ay, bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Inside a 32x32 square with corner radius `r` (0: the full square). */
function inRoundedSquare(x, y, r) {
  if (x < 0 || y < 0 || x > 32 || y > 32) return false;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

/** The colour (with alpha) at a point of the 32-unit box. */
function colourAt(x, y, { radius, glyphScale }) {
  if (!inRoundedSquare(x, y, radius)) return null;
  // the glyph is drawn about the box's centre, smaller for a maskable icon's safe zone
  const gx = 16 + (x - 16) / glyphScale;
  const gy = 16 + (y - 16) / glyphScale;
  if (STROKES.some((s) => segmentDistance(gx, gy, s) <= STROKE_HALF)) return WHITE;
  if (Math.hypot(gx - DOT.x, gy - DOT.y) <= DOT.r) return AMBER;
  return BLUE;
}

function draw(size, options) {
  const samples = 4;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const ux = ((x + (sx + 0.5) / samples) / size) * 32;
          const uy = ((y + (sy + 0.5) / samples) / size) * 32;
          const c = colourAt(ux, uy, options);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = row + 1 + x * 4;
      if (a > 0) {
        raw[o] = Math.round(r / a);
        raw[o + 1] = Math.round(g / a);
        raw[o + 2] = Math.round(b / a);
      }
      raw[o + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return png(size, raw);
}

function png(size, raw) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(out, { recursive: true });
// "any": the favicon's rounded square. "maskable": full bleed, the glyph shrunk to 0.8 so that its
// farthest point (40% of the size from the centre) falls at 32%, inside the safe circle of radius
// 40% that every launcher's mask keeps. The Apple icon (iOS rounds it itself) is full bleed too.
const icons = [
  ['icon-192.png', 192, { radius: 8, glyphScale: 1 }],
  ['icon-512.png', 512, { radius: 8, glyphScale: 1 }],
  ['icon-maskable-512.png', 512, { radius: 0, glyphScale: 0.8 }],
  ['apple-touch-icon-180.png', 180, { radius: 0, glyphScale: 0.9 }],
];
for (const [name, size, options] of icons) {
  const file = path.join(out, name);
  writeFileSync(file, draw(size, options));
  console.log(`${path.relative(process.cwd(), file)} ${size}x${size}`);
}
