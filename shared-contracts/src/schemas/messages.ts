import type { BaseIssue } from 'valibot';
import { type MessageKey, pickLocale, translate } from '../messages.ts';

/** A valibot message that follows the `lang` given to parse (api: the request's; web: the UI's). */
export const m =
  (key: MessageKey, params: Record<string, string | number> = {}) =>
  (issue: BaseIssue<unknown>) =>
    translate(key, pickLocale(issue.lang), params);
