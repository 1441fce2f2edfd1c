import {
  articleDetailSchema,
  articleGroupListQuerySchema,
  articleGroupListSchema,
  articleGroupParamsSchema,
  articleGroupSchema,
  articleListQuerySchema,
  articlePageSchema,
  articleParamsSchema,
  articleSearchQuerySchema,
  articleSearchResultSchema,
  guideListQuerySchema,
  guideListSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { getArticle } from './get-article.ts';
import { getArticleGroup, listArticleGroups } from './get-article-group.ts';
import { listArticles } from './list-articles.ts';
import { listGuides } from './list-guides.ts';
import { searchArticles } from './search-articles.ts';

const anyone = { access: 'anonymous' } as const;
const tags = ['content'];

/** The support centre's reading calls (SPEC §7's content API v2, registered under /api/content/v2). */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/article',
    {
      config: anyone,
      schema: {
        tags,
        summary:
          'Published articles (articleType howto, terms or faq) in the caller’s language: how-tos and FAQs in group order, terms newest version first',
        querystring: articleListQuerySchema,
        response: { 200: articlePageSchema },
      },
    },
    async (request) => listArticles(deps, request.query, request.lang),
  );

  app.get(
    '/article/search',
    {
      config: anyone,
      schema: {
        tags,
        summary:
          'Search published articles as people type: parts of words, with or without spaces, any case; one letter off when nothing matches; highlighted',
        querystring: articleSearchQuerySchema,
        response: { 200: articleSearchResultSchema },
      },
    },
    async (request) => searchArticles(deps, request.query, request.lang),
  );

  app.get(
    '/article/group',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'The FAQ categories and how-to series, in order, with their published articles counted',
        querystring: articleGroupListQuerySchema,
        response: { 200: articleGroupListSchema },
      },
    },
    async (request) => listArticleGroups(deps, request.query, request.lang),
  );

  app.get(
    '/article/group/:id',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'A group with its published articles in order (FAQ items with their answers)',
        params: articleGroupParamsSchema,
        response: { 200: articleGroupSchema },
      },
    },
    async (request) => getArticleGroup(deps, request.params.id, request.lang),
  );

  app.get(
    '/article/:id',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'One published article: sanitised HTML from Markdown, its group and its neighbours',
        params: articleParamsSchema,
        response: { 200: articleDetailSchema },
      },
    },
    async (request) => getArticle(deps, request.params.id, request.lang),
  );
};

/** `customerCare/guide` of SPEC §7's main API (registered under /api). */
export const guideRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/customerCare/guide',
    {
      config: anyone,
      schema: {
        tags,
        summary:
          'Guide books, service guides, fulfillment introductions, estimation and event guides: PDFs with expiring download links',
        querystring: guideListQuerySchema,
        response: { 200: guideListSchema },
      },
    },
    async (request) => listGuides(deps, request.query, request.lang),
  );
};
