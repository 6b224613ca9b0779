import type { ReactNode } from 'react';
import classes from './Island.module.css';
import { ISLAND_ATTRIBUTE, type IslandName } from './island-names.ts';

/**
 * Marks a part of the page an islands page hydrates on its own (islands/hydrate-islands.tsx); a
 * page the whole app hydrates renders the same element, so the two hydrate the same HTML.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} className={classes.island}>
      {children}
    </div>
  );
}
