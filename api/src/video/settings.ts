import type { ApiConfig } from '../config.ts';

/** Where the LiveKit server is (the local stand-in or a real one) and the key pair it trusts. */
export interface VideoSettings {
  url: string;
  apiKey: string;
  apiSecret: string;
}

export function videoSettings(config: ApiConfig): VideoSettings {
  return { url: config.livekitUrl, apiKey: config.livekitApiKey, apiSecret: config.livekitApiSecret };
}
