import type * as v from 'valibot';
import type { AccountStatusSchema } from '../contract/account-answers.ts';

/** GET /account: what the account page needs before offering to delete the account (see its schema). */
export type AccountStatus = v.InferOutput<typeof AccountStatusSchema>;
