import { SignUpPage } from '../pages/signup/SignUpPage.tsx';
import { GuestShell } from './guest-shell.tsx';
import { refreshIslandSession, useSessionOfCookies } from './island-session-refresh.ts';

/** Renders nothing: a visitor already signed in goes on at step 2. */
function SessionOfCookies() {
  useSessionOfCookies();
  return null;
}

/**
 * The customers' sign-up page as an island (a chunk of its own: only the sign-up page loads it).
 * Its first step signs the customer in: the page's other islands (the header) show them then.
 */
export function CustomerSignUp() {
  return (
    <GuestShell refreshSession={refreshIslandSession}>
      <SessionOfCookies />
      <SignUpPage />
    </GuestShell>
  );
}
