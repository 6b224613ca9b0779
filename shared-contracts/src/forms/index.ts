// Form helpers (react-hook-form with valibot), apart from shared-contracts/react so that a page
// without a form does not load react-hook-form.
export * from './form-fields.tsx';
export * from './schema-form.ts';
