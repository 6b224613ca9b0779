import { SignUpPage } from '../pages/signup/SignUpPage.tsx';
import { GuestShell } from './guest-shell.tsx';

/**
 * The customers' sign-up page as an island (a chunk of its own: only the sign-up page loads it).
 * Its first step signs the customer in: the page's other islands (the header) show them then.
 */
export function CustomerSignUp() {
  return (
    <GuestShell>
      <SignUpPage />
    </GuestShell>
  );
}
