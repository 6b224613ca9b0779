import { DISCOVERY_SCHEMA, type DiscoveryDocument } from 'shared-contracts/remote-discovery';

/** `/remotes.json` listing one version of each remote, for everyone: container name → manifest URL. */
export function discoveryDocument(registry: Record<string, string>): DiscoveryDocument {
  return {
    schema: DISCOVERY_SCHEMA,
    microFrontends: Object.fromEntries(
      Object.entries(registry).map(([name, url]) => [
        name,
        [
          {
            url,
            metadata: { integrity: 'sha384-test', version: url },
            deployment: { traffic: 100, default: true },
          },
        ],
      ]),
    ),
  };
}
