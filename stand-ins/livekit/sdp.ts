/** Fixes and reads of werift's session descriptions. */

/** The mids of an offer's media sections that send nothing (inactive, recvonly or rejected). */
export function silentMids(sdp: string): Set<string> {
  const silent = new Set<string>();
  for (const section of sdp.split(/\r?\nm=/).slice(1)) {
    const port = Number(section.split(' ')[1]);
    const mid = /\na=mid:(\S+)/.exec(section)?.[1];
    if (mid === undefined) continue;
    const direction = /\na=(sendonly|sendrecv|recvonly|inactive)\b/.exec(section)?.[1] ?? 'sendrecv';
    if (port === 0 || direction === 'recvonly' || direction === 'inactive') silent.add(mid);
  }
  return silent;
}

/**
 * werift keeps the media sections it rejects (port 0: a stopped screen share's) in the answer's
 * BUNDLE group, which browsers refuse ("a rejected m-section cannot be bundled"): they leave it.
 */
export function withoutRejectedFromBundle(sdp: string): string {
  const rejected = new Set<string>();
  for (const section of sdp.split(/\r?\nm=/).slice(1)) {
    const mid = /\na=mid:(\S+)/.exec(section)?.[1];
    if (mid !== undefined && Number(section.split(' ')[1]) === 0) rejected.add(mid);
  }
  if (rejected.size === 0) return sdp;
  return sdp.replace(/^a=group:BUNDLE([^\r\n]*)/m, (_line, mids: string) => {
    const kept = mids
      .trim()
      .split(/\s+/)
      .filter((mid) => mid && !rejected.has(mid));
    return `a=group:BUNDLE ${kept.join(' ')}`;
  });
}

/**
 * werift offers a media section whose track was removed (an unsubscribed track) as inactive with
 * port 0, that is rejected. Once the first section of the BUNDLE group (its tag) is rejected,
 * browsers refuse the whole offer ("the m= section with mid='2' should be rejected"): after a
 * participant left and came back, its new tracks never reached the others. Inactive sections keep
 * the discard port, as JSEP has it, so the group keeps its tag and transport.
 */
export function inactiveNotRejected(sdp: string): string {
  return sdp
    .split(/(?=\r?\nm=)/)
    .map((section) =>
      /\na=inactive\b/.test(section) ? section.replace(/^(\r?\nm=\w+) 0 /, '$1 9 ') : section,
    )
    .join('');
}
