import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useShell } from 'shared-contracts/react';
import { translate } from '../messages.ts';

/** PasswordInput whose show/hide button is named in the UI language. */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { locale } = useShell();
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': translate('passwordToggle', locale) }}
      {...props}
    />
  );
}
