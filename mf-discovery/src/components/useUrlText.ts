import { useState } from 'react';

/**
 * The text of a search box: it starts from the URL's text and follows it when the URL changes
 * (back button, a link), while what the user types stays in the box until they search.
 */
export function useUrlText(value: string): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return [text, setText];
}
