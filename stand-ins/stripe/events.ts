import { newId, nowSeconds, randomToken } from './ids.ts';
import { signatureHeader } from './signature.ts';
import type { StateStore, StripeObject } from './state.ts';

const API_VERSION = '2025-01-27.acacia';

/** Waits after a failed delivery before the next try; Stripe retries for days, a local run does not need to. */
const DEFAULT_RETRY_DELAYS_MS = [500, 2000, 5000];

export interface WebhookEndpointInput {
  url: string;
  secret: string;
}

/**
 * Records events and delivers each, signed, to the webhook endpoints that listen for its type, in the
 * background: the request that made the event does not wait. A delivery is noted in the state until it
 * succeeds or its tries run out, so one pending at a restart is delivered after it.
 */
export class EventBus {
  private readonly inFlight = new Set<Promise<void>>();
  /** One delivery at a time per endpoint, so each receives events in the order they happened. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Ends the wait before a retry (on close). */
  private readonly waking = new Set<() => void>();
  private closed = false;

  private readonly store: StateStore;
  private readonly log: (message: string) => void;
  private readonly retryDelaysMs: readonly number[];

  constructor(
    store: StateStore,
    log: (message: string) => void,
    retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {
    this.store = store;
    this.log = log;
    this.retryDelaysMs = retryDelaysMs;
  }

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
      this.store.set('deliveries', deliveryKey(event.id, endpoint.id), {
        event: event.id,
        endpoint: endpoint.id,
      });
      this.enqueue(event.id, endpoint.id);
    }
    return event;
  }

  /** Starts the deliveries left pending by an earlier run, oldest first. */
  resume() {
    for (const pending of Object.values(this.store.entries('deliveries'))) {
      this.enqueue(pending.event, pending.endpoint);
    }
  }

  /** Resolves when no delivery is in progress or waiting to be retried (tests wait on it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Stops retrying; deliveries not made stay pending for the next start. */
  close() {
    this.closed = true;
    for (const wake of this.waking) wake();
  }

  private wait(milliseconds: number): Promise<void> {
    // A try that was under way when the bus closed must not start a wait that close() cannot end.
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waking.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, milliseconds);
      this.waking.add(wake);
    });
  }

  private enqueue(eventId: string, endpointId: string) {
    const previous = this.queues.get(endpointId) ?? Promise.resolve();
    const next = previous.then(() => this.deliver(eventId, endpointId));
    this.queues.set(endpointId, next);
    this.inFlight.add(next);
    next.finally(() => {
      this.inFlight.delete(next);
      if (this.queues.get(endpointId) === next) this.queues.delete(endpointId);
    });
  }

  private async deliver(eventId: string, endpointId: string) {
    const event = this.store.get('events', eventId);
    const endpoint = this.store.get('webhook_endpoints', endpointId);
    if (!event || !endpoint) return this.settle(eventId, endpointId);
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= this.retryDelaysMs.length; attempt++) {
      if (attempt > 0) await this.wait(this.retryDelaysMs[attempt - 1] ?? 0);
      if (this.closed) return;
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
          this.store.touch('events', event.id);
          return this.settle(eventId, endpointId);
        }
        this.log(`Webhook ${event.type} to ${endpoint.url}: HTTP ${response.status}`);
      } catch (error) {
        this.log(`Webhook ${event.type} to ${endpoint.url}: ${(error as Error).message}`);
      }
    }
    this.log(
      `Webhook ${event.type} to ${endpoint.url}: given up after ${this.retryDelaysMs.length + 1} tries`,
    );
    return this.settle(eventId, endpointId);
  }

  /** The delivery is done (made or given up): no longer pending. */
  private settle(eventId: string, endpointId: string): Promise<void> {
    this.store.set('deliveries', deliveryKey(eventId, endpointId), undefined);
    return this.store.flush();
  }
}

function deliveryKey(eventId: string, endpointId: string): string {
  return `${eventId} ${endpointId}`;
}
