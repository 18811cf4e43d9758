/**
 * The signed-in visitors of `npm run bench:web` (issue 39), made over HTTP as a shopper makes them: registered
 * (POST /api/register), verified with the code the dev outbox holds (the server runs with ENABLE_DEBUG), given
 * a basket of three lines from three chains (POST /api/cart/items). A second shopper places one order (a test
 * card token, the first standard slot), so /orders is measured with orders and with its success banner; the
 * staff account is made before the server starts (scripts/staff-create.ts, as the end-to-end server makes its
 * own) and signs in with POST /api/login.
 */
import { spawnSync } from 'node:child_process';
import { deliveryDates, slotsOfDay } from '@/domain/delivery-slots';
import { CHECKOUT_DETAILS_KEY } from '@/web/lib/storage-keys';

export const BENCH_STAFF = { email: 'staff@bench.example', password: 'Staff#Bench2026', firstName: 'Sam', lastName: 'Picker' } as const;
const PASSWORD = 'Bench#Shopper2026';

export interface SignedIn {
  /** The session cookie, as Lighthouse sends it (Cookie header). */
  cookie: string;
  email: string;
}

export interface BenchVisitors {
  /**
   * Three lines in the basket, no orders yet; and the details its checkout tab keeps (sessionStorage, as the
   * details step leaves them), with which the payment step is entered.
   */
  basket: SignedIn & { checkoutTab: Record<string, string> };
  /** One order placed (its id for the success banner), an empty basket. */
  ordered: SignedIn & { orderId: number };
  staff: SignedIn;
}

/** Makes the staff account on the database in `dataDir` (before the server opens it). */
export function createBenchStaff(root: string, dataDir: string): void {
  const result = spawnSync(
    'npx',
    ['tsx', 'scripts/staff-create.ts', '--email', BENCH_STAFF.email, '--first-name', BENCH_STAFF.firstName, '--last-name', BENCH_STAFF.lastName, '--password-stdin'],
    { cwd: root, input: `${BENCH_STAFF.password}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`bench web: staff:create failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
}

class Client {
  cookie = '';
  constructor(private readonly origin: string) {}

  async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        // A same-origin request, as the app's fetches are (the CSRF rule reads these).
        origin: this.origin,
        'sec-fetch-site': 'same-origin',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('es_sid='));
    if (set) this.cookie = set.split(';')[0]!;
    const text = await response.text();
    if (!response.ok) throw new Error(`bench web: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

/** Three products of three different chains, available and for everyone. */
async function threeProducts(client: Client): Promise<number[]> {
  const picked: number[] = [];
  for (const storeId of [1, 2, 3]) {
    const products = await client.call<{ id: number; available: boolean; price: number; ageRestriction: number | null; category: string }[]>('GET', `/api/stores/${storeId}/products`);
    // Not pain relief (a two-pack limit) nor anything age-checked: the basket must be one anyone can order.
    const product = products.find((p) => p.available && p.price > 0 && p.ageRestriction === null && !/pain|medicine|health/i.test(p.category));
    if (!product) throw new Error(`bench web: store ${storeId} has no product to put in a basket`);
    picked.push(product.id);
  }
  return picked;
}

async function registerShopper(origin: string, name: string): Promise<Client> {
  const client = new Client(origin);
  const email = `bench-${name}-${Date.now()}@example.com`;
  await client.call('POST', '/api/register', {
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    firstName: 'Ada',
    lastName: name === 'basket' ? 'Lovelace' : 'Byron',
    addressLine1: '12 Princes Street',
    city: 'Edinburgh',
    county: 'Midlothian',
    postcode: 'EH1 3DX',
    phoneNumber: '07700900123',
  });
  const { messages } = await client.call<{ messages: { subject: string; body: string }[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`bench web: no verification code in the outbox for ${email}`);
  await client.call('POST', '/api/verify-email', { code });
  for (const productId of await threeProducts(client)) await client.call('POST', '/api/cart/items', { productId, quantity: 1 });
  (client as Client & { email: string }).email = email;
  return client;
}

const emailOf = (client: Client) => (client as Client & { email: string }).email;

/** The visitors; `withStaff: false` leaves the staff account out (a server started without it). */
export async function makeBenchVisitors(origin: string, { withStaff = true } = {}): Promise<BenchVisitors> {
  const basket = await registerShopper(origin, 'basket');
  const ordering = await registerShopper(origin, 'ordered');
  const cart = await ordering.call<{ items: { product: { id: number; price: number }; quantity: number }[] }>('GET', '/api/cart');
  const card = await ordering.call<{ token: string }>('POST', '/api/test-processor/tokens', { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Byron' });
  const slot = deliveryDates('standard', new Date()).flatMap((date) => slotsOfDay(date).map((s) => s.id))[0];
  const order = await ordering.call<{ id: number }>(
    'POST',
    '/api/orders',
    {
      items: cart.items.map((line) => ({ productId: line.product.id, quantity: line.quantity, price: line.product.price })),
      shippingDetails: { name: 'Ada Byron', email: 'ada@example.com', phone: '07700900123', address: { line1: '12 Princes Street', line2: null, city: 'Edinburgh', county: 'Midlothian', postcode: 'EH1 3DX' } },
      deliveryOption: 'standard',
      deliverySlot: slot,
      notes: '',
      paymentToken: card.token,
      marketingConsent: false,
    },
    { 'idempotency-key': crypto.randomUUID() },
  );
  // The details step's fields as it keeps them (src/web/features/checkout/details-storage.ts), valid and complete.
  const { id: basketUserId } = await basket.call<{ id: number }>('GET', '/api/user');
  const checkoutDetails = {
    userId: basketUserId,
    values: {
      email: emailOf(basket),
      phone: '07700900123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '12 Princes Street',
      address2: '',
      city: 'Edinburgh',
      county: 'Midlothian',
      postcode: 'EH1 3DX',
      sameAsBilling: true,
      deliveryOption: 'standard',
      deliverySlot: slot,
      notes: '',
      acceptTerms: true,
      marketingConsent: false,
    },
  };
  const staff = new Client(origin);
  if (withStaff) await staff.call('POST', '/api/login', { email: BENCH_STAFF.email, password: BENCH_STAFF.password });
  return {
    basket: { cookie: basket.cookie, email: emailOf(basket), checkoutTab: { [CHECKOUT_DETAILS_KEY]: JSON.stringify(checkoutDetails) } },
    ordered: { cookie: ordering.cookie, email: emailOf(ordering), orderId: order.id },
    staff: { cookie: staff.cookie, email: BENCH_STAFF.email },
  };
}
