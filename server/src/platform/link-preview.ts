import { crc32, deflateSync } from 'node:zlib';

// A page's link preview (Open Graph, Twitter card) as the web app serves it for shared jobs and
// videos (web-app.ts): its tags, escaped, and the default image.

/** A link preview (Open Graph, Twitter card) of a page, before escaping. */
export type PagePreview = {
  title: string;
  description: string;
  /** Absolute, or a path on this server; null for the default image. */
  image: string | null;
};

export const DEFAULT_IMAGE_PATH = '/og/kaamkaj.png';
export const JOB_GONE_TITLE = 'This job is no longer available';
export const JOB_GONE_DESCRIPTION = 'Find more verified jobs near you on Kaamkaj.';

/** HTML attribute (and text) escaping: every value a user typed goes through here. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The Open Graph and Twitter tags of a preview, escaped, for <head>. */
export function previewTags(p: { title: string; description: string; image: string; url: string }) {
  const e = escapeHtml;
  return [
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Kaamkaj" />',
    `<meta property="og:title" content="${e(p.title)}" />`,
    `<meta property="og:description" content="${e(p.description)}" />`,
    `<meta property="og:image" content="${e(p.image)}" />`,
    `<meta property="og:url" content="${e(p.url)}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${e(p.title)}" />`,
    `<meta name="twitter:description" content="${e(p.description)}" />`,
    `<meta name="twitter:image" content="${e(p.image)}" />`,
  ].join('\n    ');
}

/** index.html with the tags in <head> and the page title in <title>. */
export function injectHead(html: string, title: string, tags: string): string {
  const titled = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    : html;
  const at = titled.search(/<\/head>/i);
  if (at < 0) return `${tags}\n${titled}`;
  return `${titled.slice(0, at)}    ${tags}\n  ${titled.slice(at)}`;
}

let defaultImage: Buffer | null = null;
/** The default preview image: 1200x630, the theme blue (#0678C1) with a white band. */
export function defaultPreviewImage(): Buffer {
  if (defaultImage) return defaultImage;
  const width = 1200;
  const height = 630;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    const band = y >= 280 && y < 350;
    for (let x = 0; x < width; x++) {
      const o = row + 1 + x * 3;
      const white = band && x >= 150 && x < 1050;
      raw[o] = white ? 255 : 0x06;
      raw[o + 1] = white ? 255 : 0x78;
      raw[o + 2] = white ? 255 : 0xc1;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  defaultImage = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return defaultImage;
}
