import type { Locale } from 'shared-contracts';
import type { MailMessage } from './mailer.ts';
import { simpleMail } from './simple-mail.ts';

/** What someone tried with an address that already has an account. */
export type AddressAttempt =
  | { kind: 'signUp'; signInLink: string; resetLink: string }
  /** Another account asked to take this address as its email: nothing changed, and no link is sent. */
  | { kind: 'emailChange' };

const TEXT = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    signUp: {
      subject: 'Someone tried to sign up with your email address',
      body: 'Someone just tried to create an Expertia account with this email address. It already has an account, yours, so no other account was created.',
      ifYou: 'If it was you, sign in instead, or choose a new password if you forgot it:',
      signIn: 'Sign in',
      reset: 'Reset your password',
    },
    emailChange: {
      subject: 'Someone tried to use your email address',
      body: 'Someone signed in to another Expertia account just asked to change its email to this address. It already belongs to your account, so nothing was changed.',
    },
    notYou: 'If it was not you, you can ignore this email: your account is unchanged.',
  },
  es: {
    greeting: (name: string) => `Hola ${name},`,
    signUp: {
      subject: 'Alguien intentó registrarse con tu correo',
      body: 'Alguien acaba de intentar crear una cuenta de Expertia con esta dirección de correo. Ya tiene una cuenta, la tuya, así que no se creó ninguna otra.',
      ifYou: 'Si fuiste tú, inicia sesión, o elige una contraseña nueva si la olvidaste:',
      signIn: 'Iniciar sesión',
      reset: 'Restablecer tu contraseña',
    },
    emailChange: {
      subject: 'Alguien intentó usar tu correo',
      body: 'Alguien con la sesión iniciada en otra cuenta de Expertia acaba de pedir cambiar su correo a esta dirección. Ya pertenece a tu cuenta, así que no se cambió nada.',
    },
    notYou: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
  },
} as const;

/** To the owner of an address someone tried to sign up with, or to move another account to. */
export function addressInUseMail(
  to: string,
  firstName: string,
  attempt: AddressAttempt,
  locale: Locale,
): MailMessage {
  const t = TEXT[locale];
  if (attempt.kind === 'emailChange') {
    return simpleMail(to, t.emailChange.subject, [t.greeting(firstName), t.emailChange.body, t.notYou]);
  }
  return simpleMail(to, t.signUp.subject, [
    t.greeting(firstName),
    t.signUp.body,
    t.signUp.ifYou,
    { label: t.signUp.signIn, url: attempt.signInLink },
    { label: t.signUp.reset, url: attempt.resetLink },
    t.notYou,
  ]);
}
