import { SignalRequest, SignalResponse } from '@livekit/protocol';
import WebSocket from 'ws';

type ResponseCase = NonNullable<SignalResponse['message']['case']>;

/** A bare /rtc client speaking the binary protobuf protocol, for signalling tests without a browser. */
export class SignalClient {
  readonly received: SignalResponse[] = [];
  private waiters: Array<() => void> = [];
  readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      this.received.push(SignalResponse.fromBinary(new Uint8Array(data as Buffer)));
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', () => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static connect(url: string, token: string, extra: Record<string, string> = {}): Promise<SignalClient> {
    const query = new URLSearchParams({ access_token: token, auto_subscribe: '1', protocol: '16', ...extra });
    const socket = new WebSocket(`${url}/rtc?${query}`);
    return new Promise((resolve, reject) => {
      const client = new SignalClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(message: SignalRequest['message']) {
    this.socket.send(new SignalRequest({ message }).toBinary());
  }

  /** The next response of a kind (already received ones count), within the timeout. */
  async next<C extends ResponseCase>(
    kind: C,
    where: (value: Extract<SignalResponse['message'], { case: C }>['value']) => boolean = () => true,
    timeoutMs = 3000,
  ): Promise<Extract<SignalResponse['message'], { case: C }>['value']> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex(
        (response) => response.message.case === kind && where(response.message.value as never),
      );
      if (index >= 0) {
        const [found] = this.received.splice(index, 1);
        return found?.message.value as never;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${kind} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.socket.close();
  }
}
