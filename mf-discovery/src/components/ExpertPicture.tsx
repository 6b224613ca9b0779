import { Avatar } from '@mantine/core';
import classes from './ExpertPicture.module.css';

/**
 * The expert's picture; initials on a colour when there is none or it fails to load. Decorative:
 * the name is always written beside it.
 */
export function ExpertPicture({
  src,
  name,
  radius = 0,
}: {
  src: string | null;
  name: string;
  radius?: number | string;
}) {
  return (
    <Avatar
      src={src || null}
      name={name}
      color="initials"
      alt=""
      aria-hidden="true"
      radius={radius}
      className={classes.picture}
    />
  );
}
