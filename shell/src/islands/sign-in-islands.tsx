import { LoginPage } from '../pages/auth/LoginPage.tsx';
import { GuestShell } from './guest-shell.tsx';

/** The customers' login page as an island (a chunk of its own: only a login page loads it). */
export function CustomerLogin() {
  return (
    <GuestShell>
      <LoginPage area="customer" />
    </GuestShell>
  );
}

/** The experts' login page as an island. */
export function ExpertLogin() {
  return (
    <GuestShell>
      <LoginPage area="expert" />
    </GuestShell>
  );
}
