import type { ReactNode } from 'react';
import { useHref } from 'react-router-dom';

interface SearchFormProps {
  /** The page's other URL parameters the search keeps (hidden inputs). */
  keep: URLSearchParams;
  /** With JavaScript the search stays in the page; without it the browser submits the form. */
  onSubmit(): void;
  children: ReactNode;
}

/** A GET form to this page (`role="search"`): Enter in its box searches with or without JavaScript. */
export function SearchForm({ keep, onSubmit, children }: SearchFormProps) {
  const action = useHref({});
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the landmark; browsers before 2023 (Safari 16) know no <search>.
    <form
      method="get"
      action={action}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {/* First: the page's parameters lead its address, as the app writes it. */}
      {[...keep].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
