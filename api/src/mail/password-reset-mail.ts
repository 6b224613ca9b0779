import type { Locale } from 'shared-contracts';
import type { MailMessage } from './mailer.ts';

const TEXT = {
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'We received a request to reset the password of your account. Open this link to choose a new one:',
    expiry: 'The link works once and expires in 60 minutes.',
    ignore: 'If you did not ask for it, ignore this email: your password stays the same.',
    button: 'Reset password',
  },
  es: {
    subject: 'Restablece tu contraseña',
    greeting: (name: string) => `Hola ${name},`,
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Abre este enlace para elegir una nueva:',
    expiry: 'El enlace funciona una sola vez y caduca en 60 minutos.',
    ignore: 'Si no lo pediste, ignora este correo: tu contraseña sigue siendo la misma.',
    button: 'Restablecer contraseña',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function passwordResetMail(to: string, firstName: string, link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  const text = [t.greeting(firstName), '', t.body, '', link, '', t.expiry, t.ignore, ''].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting(firstName))}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { to, subject: t.subject, text, html };
}
