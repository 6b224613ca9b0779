// Form helpers (react-hook-form with valibot), apart from shared-contracts/react so that a page
// without a form does not load react-hook-form.
export * from './password-field.tsx';
export * from './proposed-timezone.ts';
export * from './reference-selects.tsx';
export * from './schema-form.ts';
