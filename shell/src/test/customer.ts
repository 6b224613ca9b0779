/** The signed-in customer's profile, as `GET customers/profile` answers it. */
export const customer = {
  id: 7,
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  profile_picture: null,
  is_expert: false,
  country: { code: 'ES', country: 'Spain' },
  meets: 2,
  posts: 1,
};
