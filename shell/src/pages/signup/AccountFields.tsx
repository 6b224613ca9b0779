import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import classes from './AccountStep.module.css';

interface NameFieldsProps {
  /** The fields' ids start with it (fixed ids: sign-up forms hydrate as islands). */
  id: string;
  first: UseFormRegisterReturn<'first_name'>;
  last: UseFormRegisterReturn<'last_name'>;
  errors: { first?: string | undefined; last?: string | undefined };
}

/** A sign-up's first and last names, side by side from the sm breakpoint. */
export function NameFields({ id, first, last, errors }: NameFieldsProps) {
  const { t } = useLingui();
  return (
    <div className={classes.pair}>
      <TextInput
        id={`${id}-first-name`}
        label={t`First name`}
        autoComplete="given-name"
        required
        maxLength={LIMITS.name}
        {...first}
        error={errors.first}
      />
      <TextInput
        id={`${id}-last-name`}
        label={t`Last name`}
        autoComplete="family-name"
        required
        maxLength={LIMITS.name}
        {...last}
        error={errors.last}
      />
    </div>
  );
}

/** A sign-up's 'I accept the Terms and Conditions and the Privacy Policy', each opened in a new tab. */
export function TermsField({
  id,
  field,
  error,
}: {
  id: string;
  field: UseFormRegisterReturn<'terms_and_conditions'>;
  error?: string | undefined;
}) {
  return (
    <Checkbox
      id={`${id}-terms`}
      {...field}
      error={error}
      label={
        <Trans>
          I accept the{' '}
          <Anchor href={pages.terms.build()} target="_blank" rel="noopener">
            Terms and Conditions
          </Anchor>{' '}
          and the{' '}
          <Anchor href={pages.privacy.build()} target="_blank" rel="noopener">
            Privacy Policy
          </Anchor>
        </Trans>
      }
    />
  );
}
