import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import {
  addListItemSchema,
  createListSchema,
  listItemParamsSchema,
  parseListInputSchema,
  shareTokenParamsSchema,
  toBasketInputSchema,
  updateListItemSchema,
  updateListSchema,
} from '@/contracts/lists';
import { parseInput } from '../../http/errors';
import { requireUserSession } from '../auth/session-helpers';
import { fillFromList } from './fill';
import { parseList } from './parse';
import {
  addListItem,
  copySharedList,
  createList,
  deleteList,
  getList,
  listLists,
  removeListItem,
  renameList,
  shareList,
  sharedList,
  unshareList,
  updateListItem,
} from './service';

/**
 * Shopping lists (issue 35): a signed-in shopper's own lists (a visitor is 401, another shopper's list 404), the
 * pasted-list reader, filling the basket from a list, and the read-only shared view that needs no sign-in.
 */
export async function listRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/lists', async (request) => listLists(db, (await requireUserSession(request)).userId));

  app.post('/api/lists', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    const body = parseInput(createListSchema, request.body);
    reply.code(201);
    return createList(db, userId, body);
  });

  // Before /api/lists/:id, which 'parse' is not.
  app.post('/api/lists/parse', async (request) => {
    await requireUserSession(request);
    const { text } = parseInput(parseListInputSchema, request.body);
    // The line cache answers only after the catalogue's version check, which empties it when prices moved.
    await app.catalogueFreshness.ensure();
    return parseList(db, text, app.listSearches);
  });

  app.get('/api/lists/:id', async (request) => {
    const { userId } = await requireUserSession(request);
    return getList(db, userId, parseInput(idParamSchema, request.params).id);
  });

  app.patch('/api/lists/:id', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    return renameList(db, userId, id, parseInput(updateListSchema, request.body).name);
  });

  app.delete('/api/lists/:id', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    await deleteList(db, userId, parseInput(idParamSchema, request.params).id);
    return reply.code(204).send();
  });

  app.post('/api/lists/:id/items', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    const list = await addListItem(db, userId, id, parseInput(addListItemSchema, request.body));
    reply.code(201);
    return list;
  });

  app.patch('/api/lists/:id/items/:itemId', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id, itemId } = parseInput(listItemParamsSchema, request.params);
    return updateListItem(db, userId, id, itemId, parseInput(updateListItemSchema, request.body));
  });

  app.delete('/api/lists/:id/items/:itemId', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id, itemId } = parseInput(listItemParamsSchema, request.params);
    return removeListItem(db, userId, id, itemId);
  });

  app.post('/api/lists/:id/share', async (request) => {
    const { userId } = await requireUserSession(request);
    return shareList(db, userId, parseInput(idParamSchema, request.params).id);
  });

  app.delete('/api/lists/:id/share', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    await unshareList(db, userId, parseInput(idParamSchema, request.params).id);
    return reply.code(204).send();
  });

  app.post('/api/lists/:id/to-basket', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    return fillFromList(db, userId, id, parseInput(toBasketInputSchema, request.body));
  });

  // Anyone with the link may read a shared list; only a signed-in shopper may copy it.
  app.get('/api/shared-lists/:token', async (request) => sharedList(db, parseInput(shareTokenParamsSchema, request.params).token));

  app.post('/api/shared-lists/:token/copy', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    const list = await copySharedList(db, userId, parseInput(shareTokenParamsSchema, request.params).token);
    reply.code(201);
    return list;
  });
}
