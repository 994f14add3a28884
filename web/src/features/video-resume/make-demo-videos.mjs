// Makes web/public/video-resume/sample.mp4 and guide.mp4, the demo videos of spec 000 §2.10:
// bilingual slides rendered by Chromium (so Hindi is shaped properly), crossfaded by ffmpeg into
// small H.264 MP4s (360x640, no sound). Not part of the app or the build; run by hand:
//   node web/src/features/video-resume/make-demo-videos.mjs   (needs ffmpeg and /usr/bin/chromium)
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../../..');
const FONTS = path.join(ROOT, 'node_modules/@fontsource');
const OUT = path.join(ROOT, 'web/public/video-resume');
const work = mkdtempSync(path.join(tmpdir(), 'demo-slides-'));
const FADE = 0.4;
// Seconds each slide shows, crossfades included: about 11 s and 10 s.
const DURATIONS = { sample: [2.2, 3.4, 3.0, 3.4], guide: [2.0, 2.2, 2.2, 2.2, 2.6] };

const css = `
@font-face { font-family: NS; font-weight: 400; src: url(file://${FONTS}/noto-sans/files/noto-sans-latin-400-normal.woff2); }
@font-face { font-family: NS; font-weight: 600; src: url(file://${FONTS}/noto-sans/files/noto-sans-latin-600-normal.woff2); }
@font-face { font-family: NSD; font-weight: 400; src: url(file://${FONTS}/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2); }
@font-face { font-family: NSD; font-weight: 600; src: url(file://${FONTS}/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2); }
* { box-sizing: border-box; margin: 0; }
body { width: 360px; height: 640px; font-family: NS, NSD, sans-serif; color: #fff; display: flex; flex-direction: column; justify-content: center; gap: 22px; padding: 36px 30px; text-align: center; }
.tag { align-self: center; border-radius: 999px; background: rgba(255,255,255,.2); padding: 6px 16px; font-size: 20px; font-weight: 600; }
.hi { font-size: 33px; font-weight: 600; line-height: 1.45; }
.en { font-size: 23px; line-height: 1.35; opacity: .9; }
.say { background: #fff; color: #0f172a; border-radius: 18px; padding: 14px 16px; font-size: 21px; line-height: 1.5; text-align: left; }
.say small { display: block; color: #475569; font-size: 16px; margin-top: 4px; }
.icon { align-self: center; width: 110px; height: 110px; border-radius: 50%; background: rgba(255,255,255,.18); display: flex; align-items: center; justify-content: center; }
.icon svg { width: 64px; height: 64px; fill: none; stroke: #fff; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.brand { position: absolute; bottom: 22px; left: 0; right: 0; font-size: 16px; opacity: .75; font-weight: 600; }
`;
const ICON = {
  eye: '<svg viewBox="0 0 24 24"><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/></svg>',
  mic: '<svg viewBox="0 0 24 24"><rect x="9" y="3" width="6" height="11" rx="3"/><path d="M5 11a7 7 0 0 0 14 0M12 18v3"/></svg>',
  sun: '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/></svg>',
  video:
    '<svg viewBox="0 0 24 24"><rect x="2" y="6" width="14" height="12" rx="2"/><path d="m16 10 6-3v10l-6-3"/></svg>',
  timer:
    '<svg viewBox="0 0 24 24"><circle cx="12" cy="13" r="8"/><path d="M12 9v4l2.5 2M9 2h6"/></svg>',
};
const q = (n, secs, hi, en, sayHi, sayEn, bg) => ({
  bg,
  html: `<p class="tag">सवाल ${n} · Question ${n} · ${secs} s</p><p class="hi">${hi}</p><p class="en">${en}</p><div class="say">“${sayHi}”<small>“${sayEn}”</small></div>`,
});
const tip = (icon, hi, en, bg) => ({
  bg,
  html: `<div class="icon">${ICON[icon]}</div><p class="hi">${hi}</p><p class="en">${en}</p>`,
});
const SLIDES = {
  sample: [
    {
      bg: '#0678c1',
      html: `<div class="icon">${ICON.video}</div><p class="hi">वीडियो रिज़्यूमे का नमूना</p><p class="en">Sample video resume</p>`,
    },
    q(
      1,
      15,
      'अपना नाम बताइए और आप कहाँ रहते हैं?',
      'Tell us your name and where you live',
      'मेरा नाम रवि कुमार है। मैं लखनऊ में रहता हूँ।',
      'My name is Ravi Kumar. I live in Lucknow.',
      '#055a92',
    ),
    q(
      2,
      10,
      'आपने पहले कौन-सा काम किया है?',
      'What work have you done before?',
      'मैंने दो साल ड्राइवर का काम किया है।',
      'I have worked as a driver for two years.',
      '#0e7490',
    ),
    q(
      3,
      15,
      'आप कौन-सी नौकरी ढूँढ रहे हैं और हम आपको क्यों चुनें?',
      'What job are you looking for and why should we hire you?',
      'मुझे ड्राइवर की नौकरी चाहिए। मैं समय का पक्का और ईमानदार हूँ।',
      'I want a driver job. I am punctual and honest.',
      '#7c3aed',
    ),
  ],
  guide: [
    {
      bg: '#0678c1',
      html: `<div class="icon">${ICON.video}</div><p class="hi">वीडियो रिज़्यूमे कैसे बनाएँ</p><p class="en">How to record your video resume</p>`,
    },
    tip('eye', 'कैमरे की ओर देखें', 'Look at the camera', '#055a92'),
    tip('mic', 'साफ़ और धीरे बोलें', 'Speak clearly', '#0e7490'),
    tip('sun', 'अच्छी रोशनी में रिकॉर्ड करें', 'Record in good light', '#b45309'),
    tip('timer', '3 सवाल: 15 · 10 · 15 सेकंड', '3 questions: 15, 10 and 15 seconds', '#7c3aed'),
  ],
};
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 1 });
for (const [name, slides] of Object.entries(SLIDES)) {
  for (const [i, slide] of slides.entries()) {
    await page.setContent(
      `<!doctype html><html lang="hi"><style>${css}</style><body style="background:${slide.bg}">${slide.html}<p class="brand">Kaamkaj · काम-काज</p></body></html>`,
    );
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(work, `${name}-${i}.png`) });
  }
}
await browser.close();

for (const [name, durations] of Object.entries(DURATIONS)) {
  const inputs = durations.flatMap((d, i) => [
    ...['-loop', '1', '-framerate', '24', '-t', String(d)],
    ...['-i', path.join(work, `${name}-${i}.png`)],
  ]);
  let filter = '';
  let prev = '0:v';
  let offset = 0;
  durations.forEach((d, i) => {
    if (i > 0) {
      filter += `[${prev}][${i}:v]xfade=transition=fade:duration=${FADE}:offset=${offset.toFixed(2)}[v${i}];`;
      prev = `v${i}`;
    }
    offset += d - FADE;
  });
  execFileSync('ffmpeg', [
    ...['-y', '-hide_banner', '-loglevel', 'error', ...inputs],
    ...['-filter_complex', `${filter}[${prev}]format=yuv420p[out]`, '-map', '[out]'],
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', '23'],
    ...['-profile:v', 'main', '-level', '3.0', '-r', '24', '-movflags', '+faststart'],
    path.join(OUT, `${name}.mp4`),
  ]);
}
