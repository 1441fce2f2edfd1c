import {
  adminArticleGroupListQuerySchema,
  adminArticleGroupListSchema,
  adminArticleGroupSchema,
  adminArticleListQuerySchema,
  adminArticlePageSchema,
  adminArticleSchema,
  articleDetailSchema,
  articleGroupParamsSchema,
  articleParamsSchema,
  articlePreviewQuerySchema,
  articleRevisionListSchema,
  articleRevisionParamsSchema,
  articleRevisionSchema,
  createArticleGroupRequestSchema,
  createArticleRequestSchema,
  movedGroupArticleSchema,
  moveGroupArticleRequestSchema,
  orderArticleGroupsRequestSchema,
  orderArticlesRequestSchema,
  orderedArticleGroupSchema,
  previewMarkdownRequestSchema,
  previewMarkdownResponseSchema,
  publishArticleRequestSchema,
  restoreArticleRevisionRequestSchema,
  scheduleArticleRequestSchema,
  updateArticleGroupRequestSchema,
  updateArticleRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { staffActorOf } from '../../http/admin-audit.ts';
import type { RouteAccess } from '../../http/route-access.ts';
import {
  createGroup,
  editGroup,
  listAdminGroups,
  moveGroupArticle,
  orderGroupArticles,
  orderGroups,
  removeGroup,
} from './manage-article-groups.ts';
import { createArticle, deleteArticle, editArticle, restoreArticleRevision } from './manage-articles.ts';
import { publishArticle, scheduleArticle, unpublishArticle, unscheduleArticle } from './publish-articles.ts';
import {
  getAdminArticle,
  getArticleRevision,
  listAdminArticles,
  listArticleRevisions,
  previewArticle,
  previewMarkdown,
} from './read-admin-articles.ts';

const STAFF: RouteAccess = ['staff'];
const tags = ['admin', 'content'];
const noContent = { 204: z.null().describe('No content') };

/**
 * The staff CMS of the support centre (registered under /api/admin): articles with Korean and
 * English drafts side by side, revisions, preview, publish/unpublish and schedule, groups and
 * their order. Every write is recorded in the audit log with the object before and after.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/content/articles',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Every article whatever its status (filters: type, group, status, title), newest edit first',
        querystring: adminArticleListQuerySchema,
        response: { 200: adminArticlePageSchema },
      },
    },
    async (request) => listAdminArticles(deps, request.query),
  );

  app.post(
    '/content/articles',
    {
      config: { access: STAFF, audit: 'article.create' },
      schema: {
        tags,
        summary: 'A new draft (Korean always, English when written), last in its group',
        body: createArticleRequestSchema,
        response: { 201: adminArticleSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createArticle(deps, staffActorOf(request), request.body, request.lang)),
  );

  app.get(
    '/content/articles/:id',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'An article’s draft in both languages, its status and revision',
        params: articleParamsSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => getAdminArticle(deps, request.params.id),
  );

  app.patch(
    '/content/articles/:id',
    {
      config: { access: STAFF, audit: 'article.update', errors: ['ARTICLE_EDIT_CONFLICT'] },
      schema: {
        tags,
        summary:
          'Change the draft (a new revision); `revision` is the one the editor started from (409 when someone saved since); `en: null` removes English',
        params: articleParamsSchema,
        body: updateArticleRequestSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) =>
      editArticle(deps, staffActorOf(request), request.params.id, request.body, request.lang),
  );

  app.delete(
    '/content/articles/:id',
    {
      config: {
        access: STAFF,
        audit: 'article.delete',
        errors: ['INVALID_STATE_TRANSITION', 'TERMS_VERSION_IN_USE'],
      },
      schema: {
        tags,
        summary:
          'Delete an article readers do not see (take it down first); never a terms version users accepted',
        params: articleParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteArticle(deps, staffActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/content/articles/:id/publish',
    {
      config: { access: STAFF, audit: 'article.publish', errors: ['ARTICLE_EDIT_CONFLICT'] },
      schema: {
        tags,
        summary: 'Publish the draft now (readers see this revision until the next publication)',
        params: articleParamsSchema,
        body: publishArticleRequestSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => publishArticle(deps, staffActorOf(request), request.params.id, request.body.revision),
  );

  app.post(
    '/content/articles/:id/unpublish',
    {
      config: { access: STAFF, audit: 'article.unpublish', errors: ['INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Take a live article down (a pending schedule is cancelled too)',
        params: articleParamsSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => unpublishArticle(deps, staffActorOf(request), request.params.id),
  );

  app.put(
    '/content/articles/:id/schedule',
    {
      config: { access: STAFF, audit: 'article.schedule' },
      schema: {
        tags,
        summary: 'The draft goes live by itself at `publishAt` (in the future)',
        params: articleParamsSchema,
        body: scheduleArticleRequestSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) =>
      scheduleArticle(deps, staffActorOf(request), request.params.id, request.body.publishAt, request.lang),
  );

  app.delete(
    '/content/articles/:id/schedule',
    {
      config: { access: STAFF, audit: 'article.unschedule', errors: ['INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Cancel a scheduled publication',
        params: articleParamsSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => unscheduleArticle(deps, staffActorOf(request), request.params.id),
  );

  app.get(
    '/content/articles/:id/preview',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'The draft as the article page would show it, in `lang` (Korean where there is no English)',
        params: articleParamsSchema,
        querystring: articlePreviewQuerySchema,
        response: { 200: articleDetailSchema },
      },
    },
    async (request) => previewArticle(deps, request.params.id, request.query.lang ?? request.lang),
  );

  app.get(
    '/content/articles/:id/revisions',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Every saved state of the draft, newest first, the live one marked',
        params: articleParamsSchema,
        response: { 200: articleRevisionListSchema },
      },
    },
    async (request) => listArticleRevisions(deps, request.params.id),
  );

  app.get(
    '/content/articles/:id/revisions/:revision',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'One revision in full (both languages)',
        params: articleRevisionParamsSchema,
        response: { 200: articleRevisionSchema },
      },
    },
    async (request) => getArticleRevision(deps, request.params.id, request.params.revision),
  );

  app.post(
    '/content/articles/:id/revisions/:revision/restore',
    {
      config: { access: STAFF, audit: 'article.restore', errors: ['ARTICLE_EDIT_CONFLICT'] },
      schema: {
        tags,
        summary:
          'Make an old revision the draft again (as a new revision); `revision` in the body is the draft seen',
        params: articleRevisionParamsSchema,
        body: restoreArticleRevisionRequestSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) =>
      restoreArticleRevision(
        deps,
        staffActorOf(request),
        { id: request.params.id, revision: request.params.revision, seenRevision: request.body.revision },
        request.lang,
      ),
  );

  app.post(
    '/content/preview',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary:
          'Markdown as readers would see it (sanitised HTML), before saving; `lang` is the column’s language (default: the caller’s)',
        body: previewMarkdownRequestSchema,
        response: { 200: previewMarkdownResponseSchema },
      },
    },
    async (request) => previewMarkdown(request.body.bodyMarkdown, request.body.lang ?? request.lang),
  );

  app.get(
    '/content/groups',
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: 'Every group (FAQ categories, how-to series) in order, with all its articles counted',
        querystring: adminArticleGroupListQuerySchema,
        response: { 200: adminArticleGroupListSchema },
      },
    },
    async (request) => listAdminGroups(deps, request.query.articleType),
  );

  app.post(
    '/content/groups',
    {
      config: { access: STAFF, audit: 'articleGroup.create' },
      schema: {
        tags,
        summary: 'A new group, last of its type',
        body: createArticleGroupRequestSchema,
        response: { 201: adminArticleGroupSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGroup(deps, staffActorOf(request), request.body)),
  );

  app.put(
    '/content/groups/order',
    {
      config: { access: STAFF, audit: 'articleGroup.order' },
      schema: {
        tags,
        summary: 'Every group of a type in its new order',
        body: orderArticleGroupsRequestSchema,
        response: { 200: adminArticleGroupListSchema },
      },
    },
    async (request) => orderGroups(deps, staffActorOf(request), request.body, request.lang),
  );

  app.patch(
    '/content/groups/:id',
    {
      config: { access: STAFF, audit: 'articleGroup.update' },
      schema: {
        tags,
        summary: 'Names and descriptions of a group (the type never changes)',
        params: articleGroupParamsSchema,
        body: updateArticleGroupRequestSchema,
        response: { 200: adminArticleGroupSchema },
      },
    },
    async (request) =>
      editGroup(
        deps,
        staffActorOf(request),
        request.params.id,
        request.body,
        request.body as Record<string, unknown>,
      ),
  );

  app.delete(
    '/content/groups/:id',
    {
      config: { access: STAFF, audit: 'articleGroup.delete', errors: ['ARTICLE_GROUP_NOT_EMPTY'] },
      schema: {
        tags,
        summary: 'Delete an empty group',
        params: articleGroupParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeGroup(deps, staffActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/content/groups/:id/order',
    {
      config: { access: STAFF, audit: 'articleGroup.orderArticles' },
      schema: {
        tags,
        summary: 'The group’s articles, exactly all of them, in their new order',
        params: articleGroupParamsSchema,
        body: orderArticlesRequestSchema,
        response: { 200: orderedArticleGroupSchema },
      },
    },
    async (request) =>
      orderGroupArticles(
        deps,
        staffActorOf(request),
        request.params.id,
        request.body.articleIds,
        request.lang,
      ),
  );

  app.post(
    '/content/groups/:id/order/move',
    {
      config: { access: STAFF, audit: 'articleGroup.moveArticle' },
      schema: {
        tags,
        summary: 'One article of the group to a place (1 = first); the others keep their order',
        params: articleGroupParamsSchema,
        body: moveGroupArticleRequestSchema,
        response: { 200: movedGroupArticleSchema },
      },
    },
    async (request) => moveGroupArticle(deps, staffActorOf(request), request.params.id, request.body),
  );
};
