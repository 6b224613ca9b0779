import { DEVELOPMENT_CALENDAR_KEY } from './calendars/secret-box.ts';

/**
 * The secrets a production start must be given, each with the development values it falls back to
 * (or that the local stand-ins and test starts use): anyone can read those in this repository, so
 * a production api signing or checking with one of them is open to forged tokens and webhooks.
 * Sessions are random tokens stored hashed; CALENDAR_SECRET_KEY encrypts the CalDAV app passwords.
 */
const PRODUCTION_SECRETS: readonly { name: string; developmentValues: readonly string[] }[] = [
  { name: 'STRIPE_SECRET_KEY', developmentValues: ['sk_test_local_stand_in'] },
  { name: 'STRIPE_WEBHOOK_SECRET', developmentValues: ['whsec_local_stand_in'] },
  { name: 'LIVEKIT_API_KEY', developmentValues: ['devkey'] },
  {
    name: 'LIVEKIT_API_SECRET',
    developmentValues: ['secret', 'e2e-livekit-secret-of-at-least-32-characters'],
  },
  { name: 'CALENDAR_SECRET_KEY', developmentValues: [DEVELOPMENT_CALENDAR_KEY] },
];

/**
 * What is wrong with the secrets of `env` for a production start, one line per variable (empty
 * when nothing is, and always empty when NODE_ENV is not production).
 */
export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const { name, developmentValues } of PRODUCTION_SECRETS) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is unset: set it to the production secret.`);
    else if (developmentValues.includes(value))
      problems.push(`${name} is a development value known to everyone: set it to the production secret.`);
  }
  return problems;
}
