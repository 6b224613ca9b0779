/** A new customer nobody has registered yet (runs and workers share one database). */
export function newCustomer() {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: 'Lucía',
    lastName: `Tester ${stamp}`,
    email: `lucia.${stamp}@e2e.test`,
    password: 'e2e-secret-pass',
    phone: '+34 600 123 456',
    country: 'Spain',
  };
}
