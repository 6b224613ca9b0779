/** A person the stand-in can sign in as; `email_verified` is what a real provider would say. */
export interface TestUser {
  id: string;
  given_name: string;
  family_name: string;
  email: string;
  email_verified: boolean;
  picture: string | null;
  /** Shown on the login page to tell the users apart. */
  note: string;
}

/** The test users listed on the login page, the same for the three clients. */
export const TEST_USERS: readonly TestUser[] = [
  {
    id: 'ana-google',
    given_name: 'Ana',
    family_name: 'Google',
    email: 'ana.google@example.test',
    email_verified: true,
    picture: null,
    note: 'verified email',
  },
  {
    id: 'ursula-unverified',
    given_name: 'Úrsula',
    family_name: 'Unverified',
    email: 'ursula.unverified@example.test',
    email_verified: false,
    picture: null,
    note: 'email not verified',
  },
  {
    id: 'fede-facebook',
    given_name: 'Fede',
    family_name: 'Facebook',
    email: 'fede.facebook@example.test',
    email_verified: false,
    picture: null,
    note: 'a Facebook user (Facebook says nothing of verification)',
  },
  {
    id: 'alba-apple',
    given_name: 'Alba',
    family_name: 'Apple',
    email: 'alba.apple@example.test',
    email_verified: true,
    picture: null,
    note: 'an Apple user, verified email',
  },
];

export function findTestUser(id: string, users: readonly TestUser[] = TEST_USERS): TestUser | undefined {
  return users.find((user) => user.id === id);
}
