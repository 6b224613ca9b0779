import { useLingui } from '@lingui/react/macro';
import { MantineThemeProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';

/** Names Mantine's close buttons (dialogs, drawers, toasts: an icon only) in the page's language. */
export function LabelledMantineControls({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const close = t`Close`;
  const labels = useMemo(
    () => ({ components: { CloseButton: { defaultProps: { 'aria-label': close } } } }),
    [close],
  );
  return <MantineThemeProvider theme={labels}>{children}</MantineThemeProvider>;
}
