import { Trans } from '@lingui/react/macro';

export default function CategorySearch() {
  return (
    <p>
      <Trans>Search a category</Trans>
    </p>
  );
}
