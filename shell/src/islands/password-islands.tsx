import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from '../pages/auth/ResetPasswordPage.tsx';
import { GuestShell } from './guest-shell.tsx';

/** `/forgot-password` as an island (a chunk of its own: only the password pages load it). */
export function ForgotPassword() {
  return (
    <GuestShell>
      <ForgotPasswordPage />
    </GuestShell>
  );
}

/** `/reset-password?token=&email=` as an island. */
export function ResetPassword() {
  return (
    <GuestShell>
      <ResetPasswordPage />
    </GuestShell>
  );
}
