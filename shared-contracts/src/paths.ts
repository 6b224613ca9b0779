/** Paths of `/api/v1`, relative to the api base. One place for every caller. */
export const API_PREFIX = '/api/v1';

export const paths = {
  health: 'health',
  openapi: 'openapi.json',
  register: 'register',
  login: 'login',
  logout: 'logout',
  forgotPassword: 'forgot-password',
  resetPassword: 'forgot-password/reset',
  customerProfile: 'customers/profile',
  changePassword: 'customers/change-password',
  attachCustomerCategory: 'customers/attach-customer-category',
  attachCustomerCountries: 'customers/attach-customer-countries',
  expertProfile: 'experts/profile',
  fileUpload: 'file-upload',
  categories: 'categories',
  category: (id: number | string) => `categories/${id}`,
  languages: 'languages',
  countries: 'countries',
  states: 'states',
  cities: 'cities',
  timezone: 'timezone',
  rates: 'rates',
  subscriptionTypes: 'subscription-types',
  experts: 'experts',
  expert: (id: number | string) => `experts/${id}`,
} as const;
