import type { FastifyPluginAsync } from 'fastify';
import { accountApi, platformApi } from 'shared-contracts';
import { declared } from '../http/endpoint.ts';
import { envelope } from '../http/envelope.ts';
import { unauthenticated } from '../http/errors.ts';
import { recordRoomEvent } from './events.ts';
import type { VideoRooms } from './rooms.ts';
import { videoSettings } from './settings.ts';

const tags = ['video'];

/** Video: where the browser connects, the video server's webhooks, and rooms closed at their end. */
export const videoRoutes: FastifyPluginAsync = async (api) => {
  const settings = videoSettings(api.config);
  const { rooms } = api;

  // LiveKit posts `application/webhook+json`; the signature covers the exact bytes, so keep them as text.
  api.addContentTypeParser('application/webhook+json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body.toString()),
  );

  api.route(
    declared(accountApi.videoConfig, {
      summary: 'Where the browser connects for video calls',
      description: 'The LiveKit server URL; read at run time so one build works against any server.',
      tags,
      access: 'public',
      handler: () => envelope({ url: settings.url }),
    }),
  );

  api.route(
    declared(platformApi.videoWebhook, {
      summary: 'Webhooks of the video server',
      description:
        'Signed by the LiveKit API secret (Authorization JWT with the body hash). Joins and leaves are recorded.',
      tags,
      access: 'public',
      handler: async ({ request }) => {
        const body = typeof request.body === 'string' ? request.body : '';
        let event: Awaited<ReturnType<VideoRooms['receiveWebhook']>>;
        try {
          event = await rooms.receiveWebhook(body, request.headers.authorization);
        } catch {
          throw unauthenticated();
        }
        const recorded = await recordRoomEvent(api.db, event);
        return envelope({ recorded });
      },
    }),
  );
};
