import { FIRST_ANSWERS_ID } from '@kaamkaj/domain';
import { escapeHtml } from '../../platform/link-preview';
import type { RenderedPage, SignedInPage } from './signed-in-page';

// The signed-in page's HTML (signed-in-page.ts): index.html with the rendered markup in it.

/** A JSON value inside <script>: no "</script>" or "<!--" can end or change it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * index.html with the rendered page: its language, title, markup (for whom: data-user) and the
 * answers it was rendered from. No <noscript> note: with JavaScript off the feed is still read.
 */
export function pageHtml(template: string, page: SignedInPage, rendered: RenderedPage): string {
  const answers = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${scriptJson(page.answers)}</script>`;
  const root = `<div id="root" data-lang="${page.lang}" data-user="${escapeHtml(page.session.user)}">${rendered.html}</div>${answers}`;
  const replaced: [RegExp, string][] = [
    [/<html lang="[^"]*">/, `<html lang="${page.lang}">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`],
    [/<div id="root"><\/div>/, root],
    [/<noscript>[\s\S]*?<\/noscript>/, ''],
  ];
  return replaced.reduce((html, [pattern, value]) => {
    if (!pattern.test(html)) throw new Error(`index.html: ${pattern} not found`);
    return html.replace(pattern, () => value);
  }, template);
}
