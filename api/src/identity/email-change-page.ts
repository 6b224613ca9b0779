import { type Locale, pages } from 'shared-contracts';
import { escapeMarkup } from '../http/escape-markup.ts';
import type { EmailChangeOutcome } from './email-change.ts';

const TEXT = {
  en: {
    changed: {
      title: 'Your email address has changed',
      body: (email: string) => `Your account's email address is now ${email}. Use it to sign in from now on.`,
      link: 'Sign in',
    },
    invalid: {
      title: 'This link does not work',
      body: 'Your email address was not changed: the link has expired or was already used, or the address now belongs to another account. You can ask for a new link from your profile.',
      link: 'Go to your profile',
    },
  },
  es: {
    changed: {
      title: 'Tu dirección de correo ha cambiado',
      body: (email: string) =>
        `La dirección de correo de tu cuenta ahora es ${email}. Úsala para iniciar sesión a partir de ahora.`,
      link: 'Iniciar sesión',
    },
    invalid: {
      title: 'Este enlace no funciona',
      body: 'Tu dirección de correo no ha cambiado: el enlace caducó o ya se usó, o la dirección ahora pertenece a otra cuenta. Puedes pedir un enlace nuevo desde tu perfil.',
      link: 'Ir a tu perfil',
    },
  },
} as const;

const STYLE = [
  'body{margin:0;padding:2rem 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;background:#f8f9fa;color:#212529}',
  'main{max-width:32rem;margin:0 auto;padding:1.5rem;background:#fff;border:1px solid #dee2e6;border-radius:8px}',
  'h1{margin-top:0;font-size:1.5rem}',
  'p{overflow-wrap:anywhere}',
  'a{color:#1864ab;font-weight:600}',
  'a:focus-visible{outline:2px solid #1864ab;outline-offset:2px}',
].join('');

/**
 * The page a confirmation link opens (it is the browser's, not the app's): what happened, in the
 * account's language, with the way on (sign in with the new address, or the profile to ask again).
 */
export function emailChangePage(outcome: EmailChangeOutcome, locale: Locale): string {
  const t = TEXT[locale];
  const { title, body, href, link } = outcome.changed
    ? {
        ...t.changed,
        body: t.changed.body(outcome.user.email),
        href: outcome.user.isExpert ? pages.expert.login.build() : pages.customer.login.build(),
      }
    : { ...t.invalid, href: pages.expert.accountEdit.build() };
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(title)} · Expertia</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeMarkup(title)}</h1>`,
    `<p>${escapeMarkup(body)}</p>`,
    `<p><a href="${escapeMarkup(href)}">${escapeMarkup(link)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
