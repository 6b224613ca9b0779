import { Redis } from 'ioredis';
import type { ApiConfig } from '../config.ts';

/**
 * Where @fastify/rate-limit counts: in Redis when REDIS_URL is set, so every api instance counts
 * the same attempts (the login limit would otherwise grow with each instance); in this process
 * otherwise. While Redis is unreachable the limit is not applied (`skipOnError`) rather than
 * refusing every login: a Redis restart must not lock everyone out.
 */
export function rateLimitStore(config: Pick<ApiConfig, 'redisUrl' | 'redisChannelPrefix'>) {
  if (!config.redisUrl) return { options: {}, close: async () => {} };
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  // Connection errors surface as skipped counts; ioredis reconnects by itself.
  redis.on('error', () => {});
  return {
    options: { redis, nameSpace: `${config.redisChannelPrefix}rate-limit:`, skipOnError: true },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
