import { invalidRequest, resourceMissing } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import { listPage } from '../list.ts';
import type { RouteTable, StandInCore } from '../server.ts';

export function eventRoutes(routes: RouteTable, core: StandInCore) {
  routes.get('/v1/events/:id', ({ path }) => {
    const event = core.store.get('events', path.id);
    if (!event) throw resourceMissing('event', path.id, 'id');
    return event;
  });

  routes.get('/v1/events', ({ params }) => {
    const type = params.string('type');
    const items = Object.values(core.store.collection('events')).filter(
      (event) => !type || event.type === type,
    );
    return listPage(items, params, '/v1/events');
  });

  routes.post('/v1/webhook_endpoints', ({ params }) => {
    const url = params.requiredString('url');
    if (!/^https?:\/\//.test(url)) throw invalidRequest('Invalid URL: must be http or https.', 'url');
    const enabled = params.stringList('enabled_events');
    if (enabled.length === 0)
      throw invalidRequest('Missing required param: enabled_events.', 'enabled_events');
    return core.store.put('webhook_endpoints', {
      id: newId('we'),
      object: 'webhook_endpoint',
      created: nowSeconds(),
      url,
      enabled_events: enabled,
      status: 'enabled',
      livemode: false,
      api_version: null,
      description: params.string('description') ?? null,
      metadata: params.metadata(),
      secret: core.events.newEndpointSecret(),
    });
  });

  routes.get('/v1/webhook_endpoints', ({ params }) => {
    const items = Object.values(core.store.collection('webhook_endpoints')).map(
      ({ secret: _secret, ...e }) => e,
    );
    return listPage(items as never, params, '/v1/webhook_endpoints');
  });

  routes.del('/v1/webhook_endpoints/:id', ({ path }) => {
    if (!core.store.get('webhook_endpoints', path.id))
      throw resourceMissing('webhook_endpoint', path.id, 'id');
    core.store.remove('webhook_endpoints', path.id);
    return { id: path.id, object: 'webhook_endpoint', deleted: true };
  });
}
