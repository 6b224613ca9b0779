import type { Locale } from 'shared-contracts';
import type { MailMessage } from './mailer.ts';
import { simpleMail } from './simple-mail.ts';

const TEXT = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    confirm: {
      subject: 'Confirm your new email address',
      body: 'You asked to change the email address of your Expertia account to this one. Open this link to confirm it:',
      button: 'Confirm my new email address',
      expiry:
        'The link works once and expires in 24 hours. Until it is opened, your account keeps its current email address.',
      ignore: 'If you did not ask for it, ignore this email: nothing changes.',
    },
    requested: {
      subject: 'A change of your email address was requested',
      body: (email: string) =>
        `Someone signed in to your Expertia account asked to change its email address to ${email}. It changes only once the link we sent to that address is opened.`,
      notYou:
        'If it was not you, someone else may know your password: choose a new one now, and reply to this email.',
      reset: 'Choose a new password',
    },
    changed: {
      subject: 'Your email address was changed',
      body: (email: string) =>
        `The email address of your Expertia account is now ${email}. This address no longer signs in to it.`,
      notYou: 'If it was not you, reply to this email at once.',
    },
  },
  es: {
    greeting: (name: string) => `Hola ${name},`,
    confirm: {
      subject: 'Confirma tu nueva dirección de correo',
      body: 'Pediste cambiar la dirección de correo de tu cuenta de Expertia a esta. Abre este enlace para confirmarla:',
      button: 'Confirmar mi nueva dirección de correo',
      expiry:
        'El enlace funciona una sola vez y caduca en 24 horas. Hasta que se abra, tu cuenta conserva su dirección de correo actual.',
      ignore: 'Si no lo pediste, ignora este correo: no cambia nada.',
    },
    requested: {
      subject: 'Se pidió cambiar tu dirección de correo',
      body: (email: string) =>
        `Alguien con la sesión iniciada en tu cuenta de Expertia pidió cambiar su dirección de correo a ${email}. Solo cambia cuando se abra el enlace que enviamos a esa dirección.`,
      notYou:
        'Si no fuiste tú, otra persona podría conocer tu contraseña: elige una nueva ahora y responde a este correo.',
      reset: 'Elegir una contraseña nueva',
    },
    changed: {
      subject: 'Tu dirección de correo ha cambiado',
      body: (email: string) =>
        `La dirección de correo de tu cuenta de Expertia ahora es ${email}. Esta dirección ya no sirve para iniciar sesión en ella.`,
      notYou: 'Si no fuiste tú, responde a este correo de inmediato.',
    },
  },
} as const;

/** To the new address: the link that confirms it as the account's email. */
export function confirmNewEmailMail(
  to: string,
  firstName: string,
  link: string,
  locale: Locale,
): MailMessage {
  const t = TEXT[locale];
  return simpleMail(to, t.confirm.subject, [
    t.greeting(firstName),
    t.confirm.body,
    { label: t.confirm.button, url: link },
    t.confirm.expiry,
    t.confirm.ignore,
  ]);
}

/** To the current address: a change to `newEmail` was asked for (`resetLink`: a new password). */
export function emailChangeRequestedMail(
  to: string,
  firstName: string,
  newEmail: string,
  resetLink: string,
  locale: Locale,
): MailMessage {
  const t = TEXT[locale];
  return simpleMail(to, t.requested.subject, [
    t.greeting(firstName),
    t.requested.body(newEmail),
    t.requested.notYou,
    { label: t.requested.reset, url: resetLink },
  ]);
}

/** To the former address: the account's email is now `newEmail`. */
export function emailChangedMail(
  to: string,
  firstName: string,
  newEmail: string,
  locale: Locale,
): MailMessage {
  const t = TEXT[locale];
  return simpleMail(to, t.changed.subject, [
    t.greeting(firstName),
    t.changed.body(newEmail),
    t.changed.notYou,
  ]);
}
