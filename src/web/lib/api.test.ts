import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeCart, stubApi } from '@/web/testing';
import { ApiRequestError, ContractError, apiJson, schemaQueryFn } from './api';

describe('the API client', () => {
  it('answers what the contract describes, sending the body, credentials and extra headers', async () => {
    const cart = makeCart([]);
    const calls = stubApi({ 'POST /api/cart/items': () => ({ json: cart }) });
    await expect(apiJson('cartSchema', 'POST', '/api/cart/items', { productId: 1, quantity: 2 }, { headers: { 'Idempotency-Key': 'k1' } })).resolves.toEqual(cart);
    expect(calls[0]!.body).toEqual({ productId: 1, quantity: 2 });
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('k1');
    expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('fails with ContractError, naming the field, when an answer drifts from its contract', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/cart': () => ({ json: { ...makeCart([]), total: '0.00' } }) });
    const error: unknown = await apiJson('cartSchema', 'GET', '/api/cart').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toContain('GET /api/cart answered outside its contract');
    expect((error as Error).message).toContain('total: Invalid input: expected number, received string');
    expect(log).toHaveBeenCalledWith(error);
    log.mockRestore();
  });

  it('reads an error body with the API error contract: message and fields, or nothing when it is not that shape', async () => {
    stubApi({
      'PUT /api/profile': () => ({ status: 400, json: { message: 'Invalid profile', fields: { postcode: 'Please enter a valid UK postcode' } } }),
      'POST /api/login': () => ({ status: 401, json: { error: 'not our shape' } }),
      'GET /api/stores': () => new Response('Bad Gateway', { status: 502 }),
    });
    const profile = await apiJson('safeUserSchema', 'PUT', '/api/profile', {}).catch((e: unknown) => e);
    expect(profile).toBeInstanceOf(ApiRequestError);
    expect(profile).toMatchObject({ status: 400, message: expect.stringMatching(/^400: /), serverMessage: 'Invalid profile', fields: { postcode: 'Please enter a valid UK postcode' } });
    await expect(apiJson('safeUserSchema', 'POST', '/api/login', {})).rejects.toMatchObject({ status: 401, serverMessage: undefined, json: { error: 'not our shape' } });
    await expect(apiJson('storeListSchema', 'GET', '/api/stores')).rejects.toMatchObject({ status: 502, message: '502: Bad Gateway', apiError: undefined, json: undefined });
  });

  it('builds query functions from the query key; a 401 is null only when asked', async () => {
    stubApi({ 'GET /api/user': () => ({ status: 401, json: { message: 'Not signed in' } }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery({ queryKey: ['/api/user'], queryFn: schemaQueryFn('safeUserSchema', { on401: 'returnNull' }) })).resolves.toBeNull();
    await expect(client.fetchQuery({ queryKey: ['/api/user', 'again'], queryFn: schemaQueryFn('safeUserSchema') })).rejects.toMatchObject({ status: 401 });
  });
});
