import { buildApp } from './app.ts';
import { type ApiConfig, ConfigError, loadConfig } from './config.ts';

/** Runs the api alone (`npm run start -w api`); the local runner serves it together with the front end. */
function configOrExit(): ApiConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const config = configOrExit();
const app = await buildApp(config);
const port = Number(process.env.PORT ?? 8080);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`api listening on http://localhost:${port}/api/v1`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
