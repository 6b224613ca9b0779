import { newId, nowSeconds, randomToken } from './ids.ts';
import { signatureHeader } from './signature.ts';
import type { StateStore, StripeObject } from './state.ts';

export const API_VERSION = '2025-01-27.acacia';

/** Retry delays after a failed delivery; Stripe retries for days, a local run does not need to. */
const RETRY_DELAYS_MS = [500, 2000, 5000];

export interface WebhookEndpointInput {
  url: string;
  secret: string;
}

/** Records events and delivers each, signed, to the webhook endpoints that listen for its type. */
export class EventBus {
  private readonly inFlight = new Set<Promise<void>>();
  /** One delivery at a time per endpoint, so each receives events in the order they happened. */
  private readonly queues = new Map<string, Promise<void>>();
  private closed = false;

  constructor(
    private readonly store: StateStore,
    private readonly log: (message: string) => void,
  ) {}

  /** Registers (or updates the secret of) an endpoint given at start-up. */
  ensureEndpoint(input: WebhookEndpointInput) {
    const existing = Object.values(this.store.collection('webhook_endpoints')).find(
      (e) => e.url === input.url,
    );
    this.store.put('webhook_endpoints', {
      id: existing?.id ?? newId('we'),
      object: 'webhook_endpoint',
      created: existing?.created ?? nowSeconds(),
      url: input.url,
      enabled_events: ['*'],
      status: 'enabled',
      livemode: false,
      api_version: null,
      metadata: {},
      secret: input.secret,
    });
  }

  newEndpointSecret(): string {
    return `whsec_${randomToken(32)}`;
  }

  emit(type: string, object: StripeObject, request?: { idempotencyKey?: string }): StripeObject {
    const endpoints = Object.values(this.store.collection('webhook_endpoints')).filter((endpoint) => {
      const enabled = endpoint.enabled_events as string[];
      return endpoint.status === 'enabled' && (enabled.includes('*') || enabled.includes(type));
    });
    const event = this.store.put('events', {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: endpoints.length,
      request: { id: newId('req'), idempotency_key: request?.idempotencyKey ?? null },
      data: { object: structuredClone(object) },
    });
    for (const endpoint of endpoints) {
      const previous = this.queues.get(endpoint.id) ?? Promise.resolve();
      const next = previous.then(() => this.deliver(event, endpoint));
      this.queues.set(endpoint.id, next);
      this.track(next);
    }
    return event;
  }

  /** Resolves when no delivery is in progress (tests wait on it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close() {
    this.closed = true;
  }

  private track(delivery: Promise<void>) {
    this.inFlight.add(delivery);
    delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(event: StripeObject, endpoint: StripeObject) {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length && !this.closed; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt - 1]));
      try {
        const response = await fetch(String(endpoint.url), {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signatureHeader(payload, String(endpoint.secret), nowSeconds()),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) {
          event.pending_webhooks = Math.max(0, Number(event.pending_webhooks) - 1);
          this.store.touch();
          await this.store.flush();
          return;
        }
        this.log(`Webhook ${event.type} to ${endpoint.url}: HTTP ${response.status}`);
      } catch (error) {
        this.log(`Webhook ${event.type} to ${endpoint.url}: ${(error as Error).message}`);
      }
    }
  }
}
