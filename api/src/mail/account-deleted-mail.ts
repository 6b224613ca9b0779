import type { Locale } from 'shared-contracts';
import type { MailMessage } from './mailer.ts';

const TEXT = {
  en: {
    subject: 'Your account has been deleted',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Your Expertia account was deleted at your request. You have been signed out everywhere, and your profile, photos, posts and saved cards have been erased.',
    kept: 'Past meetings and their payments are kept without your name, for the other side and our accounts.',
    cancelled: (count: number) =>
      count === 1
        ? 'Your meeting still to come was cancelled, with the refund a cancellation by you gives.'
        : `Your ${count} meetings still to come were cancelled, with the refunds a cancellation by you gives.`,
    notYou: 'If you did not do this, reply to this email at once.',
  },
  es: {
    subject: 'Tu cuenta ha sido eliminada',
    greeting: (name: string) => `Hola ${name},`,
    body: 'Tu cuenta de Expertia se eliminó a petición tuya. Se ha cerrado tu sesión en todas partes y se han borrado tu perfil, fotos, publicaciones y tarjetas guardadas.',
    kept: 'Las reuniones pasadas y sus pagos se conservan sin tu nombre, para la otra parte y nuestra contabilidad.',
    cancelled: (count: number) =>
      count === 1
        ? 'Tu reunión pendiente se canceló, con el reembolso que da una cancelación por tu parte.'
        : `Tus ${count} reuniones pendientes se cancelaron, con los reembolsos que da una cancelación por tu parte.`,
    notYou: 'Si no has sido tú, responde a este correo de inmediato.',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The last mail to an address whose account was just deleted (sent to the address it had);
 * `cancelledMeetings`: the meetings still to come that the deletion cancelled.
 */
export function accountDeletedMail(
  to: string,
  firstName: string,
  locale: Locale,
  cancelledMeetings: number,
): MailMessage {
  const t = TEXT[locale];
  const lines = [t.greeting(firstName), t.body, t.kept];
  if (cancelledMeetings > 0) lines.push(t.cancelled(cancelledMeetings));
  lines.push(t.notYou);
  return {
    to,
    subject: t.subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
