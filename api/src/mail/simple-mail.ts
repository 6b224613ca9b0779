import { escapeMarkup } from '../http/escape-markup.ts';
import type { MailMessage } from './mailer.ts';

/** A paragraph of a mail, or a link: a button in the HTML part, its label and address in the text. */
export type MailPart = string | { label: string; url: string };

/** A mail of paragraphs and links, as text and as HTML. */
export function simpleMail(to: string, subject: string, parts: readonly MailPart[]): MailMessage {
  const text = parts.map((part) => (typeof part === 'string' ? part : `${part.label}:\n${part.url}`));
  const html = parts.map((part) =>
    typeof part === 'string'
      ? `<p>${escapeMarkup(part)}</p>`
      : `<p><a href="${escapeMarkup(part.url)}">${escapeMarkup(part.label)}</a></p>`,
  );
  return { to, subject, text: `${text.join('\n\n')}\n`, html: html.join('\n') };
}
