/** Demo logins created on first start (documented in the README). */
export const DEMO_ACCOUNTS = [
  {
    role: 'customer',
    email: 'ana.customer@demo.test',
    password: 'demo-customer-1',
    firstName: 'Ana',
    lastName: 'García',
  },
  {
    role: 'customer',
    email: 'ben.customer@demo.test',
    password: 'demo-customer-2',
    firstName: 'Ben',
    lastName: 'Miller',
  },
  {
    role: 'expert',
    email: 'eva.expert@demo.test',
    password: 'demo-expert-1',
    firstName: 'Eva',
    lastName: 'Lindqvist',
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
