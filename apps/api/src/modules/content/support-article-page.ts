import { type ArticleDetail, type Language, parseLanguage } from '@baro/core';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { ServerRenderedPage } from '../../http/web-apps.ts';
import { getArticle } from './get-article.ts';

// SPEC §4 / issue 16: `/support/article/{id}` is rendered by the API, so the article's title and
// body are in the HTML before any script runs (search engines, link previews, slow phones). The
// customer app's index.html is the template; the article's state goes along as JSON, which the
// app merges into its store taking over only the support detail entry (store/server-state.ts).

const SITE_NAME: Record<Language, string> = { ko: '바로 고객센터', en: 'Baro Support' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a `<script>` element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function setMeta(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  const tag = `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const existing = new RegExp(`<meta\\s+${attribute}="${key}"[^>]*>`, 'i');
  return existing.test(html) ? html.replace(existing, tag) : html.replace('</head>', `    ${tag}\n  </head>`);
}

/** The template with the article's title, description, Open Graph, language, body and state. */
export function renderArticleHtml(template: string, article: ArticleDetail, url: string): string {
  const title = `${article.title} | ${SITE_NAME[article.lang]}`;
  let html = template.replace(/<html([^>]*)\blang="[^"]*"/i, `<html$1lang="${article.lang}"`);
  html = html.replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(title)}</title>`);
  html = setMeta(html, 'name', 'description', article.summary);
  html = setMeta(html, 'property', 'og:type', 'article');
  html = setMeta(html, 'property', 'og:title', article.title);
  html = setMeta(html, 'property', 'og:description', article.summary);
  html = setMeta(html, 'property', 'og:url', url);
  html = setMeta(html, 'property', 'og:site_name', SITE_NAME[article.lang]);
  html = setMeta(html, 'property', 'og:locale', article.lang === 'ko' ? 'ko_KR' : 'en_US');
  html = setMeta(html, 'property', 'article:modified_time', article.updatedAt);
  const body = `<main class="baro-server-article"><article lang="${article.lang}"><h1>${escapeHtml(article.title)}</h1>${article.bodyHtml}</article></main>`;
  html = html.replace(/<div id="root"><\/div>/, `<div id="root">${body}</div>`);
  const state = { support: { GET_DETAIL: { data: article, status: 'SUCCESS', key: article.id } } };
  // A data block, not a script: nothing runs, so the page's Content-Security-Policy stays strict.
  return html.replace(
    '</body>',
    `  <script type="application/json" id="baro-server-state">${scriptJson(state)}</script>\n  </body>`,
  );
}

/** `?lang=en` (a shared link in English), else the request's language (the `lang` header, Accept-Language). */
const languageOf = (request: FastifyRequest): Language => {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  return typeof query === 'string' && (query === 'ko' || query === 'en')
    ? query
    : parseLanguage(request.lang);
};

export function supportArticlePage(deps: Pick<AppDeps, 'db' | 'now' | 'env'>): ServerRenderedPage {
  return {
    path: '/support/article/:id',
    appPrefix: '/',
    async render(request, template) {
      const { id } = request.params as { id: string };
      try {
        const article = await getArticle(deps, id.slice(0, 60), languageOf(request));
        const url = `${deps.env.PUBLIC_URL}/support/article/${encodeURIComponent(article.id)}`;
        return { status: 200, html: renderArticleHtml(template, article, url) };
      } catch (error) {
        // No such (published) article: the app's own page says so, with the right status.
        if (error instanceof AppError && error.code === 'NOT_FOUND') return { status: 404, html: template };
        throw error;
      }
    },
  };
}
