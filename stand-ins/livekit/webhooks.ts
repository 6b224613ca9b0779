import { createHash, randomUUID } from 'node:crypto';
import { type ParticipantInfo, type Room, WebhookEvent } from '@livekit/protocol';
import { AccessToken } from 'livekit-server-sdk';

export type WebhookName = 'room_started' | 'room_finished' | 'participant_joined' | 'participant_left';

/**
 * Posts LiveKit webhooks: a JSON WebhookEvent, with an Authorization JWT signed by the API secret whose
 * sha256 claim is the body's hash — what the SDK's WebhookReceiver checks. Sent one at a time, in order.
 */
export class WebhookSender {
  private queue: Promise<void> = Promise.resolve();

  private readonly urls: string[];
  private readonly apiKey: string;
  private readonly apiSecret: string;
  private readonly onError: (message: string) => void;

  constructor(
    urls: string[],
    apiKey: string,
    apiSecret: string,
    onError: (message: string) => void = () => {},
  ) {
    this.urls = urls;
    this.apiKey = apiKey;
    this.apiSecret = apiSecret;
    this.onError = onError;
  }

  emit(event: WebhookName, room: Room, participant?: ParticipantInfo): void {
    if (this.urls.length === 0) return;
    const body = new WebhookEvent({
      event,
      room,
      participant,
      id: `EV_${randomUUID()}`,
      createdAt: BigInt(Math.floor(Date.now() / 1000)),
    }).toJsonString();
    this.queue = this.queue.then(() => this.deliver(body));
  }

  /** Resolves when every webhook emitted so far was delivered (or given up on). */
  flush(): Promise<void> {
    return this.queue;
  }

  private async deliver(body: string) {
    const token = new AccessToken(this.apiKey, this.apiSecret, { ttl: '5m' });
    token.sha256 = createHash('sha256').update(body).digest('base64');
    const authorization = await token.toJwt();
    for (const url of this.urls) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/webhook+json', authorization },
            body,
            signal: AbortSignal.timeout(5000),
          });
          if (response.ok) break;
          this.onError(`webhook ${url} answered ${response.status}`);
        } catch (error) {
          this.onError(`webhook ${url} failed: ${(error as Error).message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }
}
