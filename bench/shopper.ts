/**
 * A shopper's journey over HTTP (guest session → add two adult Discovery Passes → Purchase now), and the
 * worker thread that runs many of them at once, so the load generator never shares the server's thread
 * (as the read load in store.bench.ts). Node's fetch: undici, keep-alive pooled.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
// The domain tests' shopper: the same name and address as the checkout's unit tests.
import { address } from '@parks/domain/testing/cartCheckout';

const purchaseForm = {
  shipping: address,
  billingSameAsShipping: true,
  shippingMethod: 'express',
  ccNumber: '4111 1111 1111 1111',
  ccExpiry: '12/30',
  ccCvd: '987',
  agreeToTerms: true,
  consentToEmails: false,
  preferredLanguage: 'en',
};

export const call = async (
  base: string,
  path: string,
  init: Readonly<{ method?: string; token?: string; body?: unknown; headers?: Record<string, string> }> = {},
): Promise<{ status: number; text: string }> => {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en', ...init.headers };
  if (init.token !== undefined) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, text: await response.text() };
};

export const expectStatus = (what: string, answer: { status: number; text: string }, status: number): string => {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.text;
};

/** One journey; `key` makes the purchase's Idempotency-Key unique. Answers the token and the order id. */
export const shop = async (base: string, key: string): Promise<{ token: string; orderId: string }> => {
  const session = JSON.parse(
    expectStatus('guest session', await call(base, '/api/store/guestSession', { method: 'POST' }), 201),
  ) as { token: string };
  const token = session.token;
  expectStatus(
    'add to cart',
    await call(base, '/api/cart/addToCart', {
      method: 'POST',
      token,
      body: { productId: 'prod-discovery-adult', quantity: 2 },
    }),
    200,
  );
  const bought = JSON.parse(
    expectStatus(
      'purchase',
      await call(base, '/api/checkout/checkoutOrder', {
        method: 'PUT',
        token,
        body: purchaseForm,
        headers: { 'Idempotency-Key': key },
      }),
      200,
    ),
  ) as { orderId: string };
  return { token, orderId: bought.orderId };
};

type ShoppersJob = Readonly<{ role: 'shoppers'; base: string; shoppers: number; journeys: number; keyPrefix: string }>;
type ShoppersResult = Readonly<{ ms: number; done: number; error: string | null }>;

/** `journeys` journeys by `shoppers` concurrent shoppers, run in a worker thread; answers ms and count. */
export const runShoppers = (job: Omit<ShoppersJob, 'role'>): Promise<ShoppersResult> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { ...job, role: 'shoppers' } });
    worker.once('message', (result: ShoppersResult) => {
      void worker.terminate();
      if (result.error !== null) reject(new Error(result.error));
      else resolve(result);
    });
    worker.once('error', reject);
  });

if (!isMainThread && (workerData as ShoppersJob | undefined)?.role === 'shoppers') {
  const job = workerData as ShoppersJob;
  let started = 0;
  let done = 0;
  const began = performance.now();
  Promise.all(
    Array.from({ length: job.shoppers }, async () => {
      while (started < job.journeys) {
        started += 1;
        await shop(job.base, `${job.keyPrefix}-${started}`);
        done += 1;
      }
    }),
  ).then(
    () => parentPort?.postMessage({ ms: performance.now() - began, done, error: null }),
    (error: unknown) =>
      parentPort?.postMessage({ ms: 0, done, error: error instanceof Error ? error.message : String(error) }),
  );
}
