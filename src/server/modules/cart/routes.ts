import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addCartItemSchema, applySwapsSchema, cartSavingsQuerySchema, updateCartItemSchema } from '@/contracts/cart';
import { idParamSchema } from '@/contracts/common';
import { notFound, parseInput } from '../../http/errors';
import type { Session } from '../session/service';
import { cartSavings } from './savings';
import { addItem, clearCart, getCart, removeItem, updateItem, type CartOwner } from './service';
import { applySwaps } from './swaps';

function ownerOf(session: Session): CartOwner {
  return session.userId !== null ? { userId: session.userId } : { sessionId: session.idHash };
}

async function currentOwner(request: FastifyRequest): Promise<CartOwner | null> {
  const session = await request.getSession();
  return session ? ownerOf(session) : null;
}

/** The basket of the visitor's session (or, once signed in, of the user). Every answer is the whole cart. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/cart', async (request) => getCart(db, await currentOwner(request)));

  app.post('/api/cart/items', async (request, reply) => {
    const body = parseInput(addCartItemSchema, request.body);
    const owner = ownerOf(await request.ensureSession(reply));
    await addItem(db, owner, body.productId, body.quantity);
    return getCart(db, owner);
  });

  app.patch('/api/cart/items/:id', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const body = parseInput(updateCartItemSchema, request.body);
    const owner = await currentOwner(request);
    if (!owner) throw notFound(`Cart item ${id} not found`);
    await updateItem(db, owner, id, body);
    return getCart(db, owner);
  });

  app.delete('/api/cart/items/:id', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const owner = await currentOwner(request);
    if (!owner) throw notFound(`Cart item ${id} not found`);
    await removeItem(db, owner, id);
    return getCart(db, owner);
  });

  // Swap to save (issue 12): cheaper equivalents at other chains; nothing changes until the shopper applies them.
  app.get('/api/cart/savings', async (request) => {
    const options = parseInput(cartSavingsQuerySchema, request.query);
    return cartSavings(db, await currentOwner(request), options);
  });

  app.post('/api/cart/swaps', async (request) => {
    const body = parseInput(applySwapsSchema, request.body);
    const owner = await currentOwner(request);
    await applySwaps(db, owner, body.swaps);
    return getCart(db, owner);
  });

  app.delete('/api/cart', async (request) => {
    const owner = await currentOwner(request);
    if (owner) await clearCart(db, owner);
    return getCart(db, owner);
  });
}
