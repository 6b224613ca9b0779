// Written by remote-kit at build time (remote-kit/webpack/trimmed-shared.mjs); resolved by an alias.
declare module 'trimmed-shared-copies' {
  /** Package → the names its trimmed copy has and how to load the copy (see TrimmedCopy). */
  export const TRIMMED_COPIES: Readonly<
    Record<
      string,
      {
        exports: readonly string[];
        needs: readonly string[];
        group?: readonly string[];
        load: () => Promise<unknown>;
      }
    >
  >;
}
