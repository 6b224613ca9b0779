/**
 * Who is busy when, while the demo meetings are laid out: the database refuses two live meetings
 * of one expert or of one customer that overlap (migration 0002), so the seed checks first.
 */
export class Calendar {
  private readonly busy = new Map<string, { start: number; end: number }[]>();

  /** Whether every one of `people` (emails) is free from `start` to `end`. */
  isFree(people: readonly string[], start: Date, end: Date): boolean {
    return people.every((person) =>
      (this.busy.get(person) ?? []).every(
        (taken) => end.getTime() <= taken.start || start.getTime() >= taken.end,
      ),
    );
  }

  /** Marks `people` busy from `start` to `end`; throws when one of them is not free. */
  take(people: readonly string[], start: Date, end: Date): void {
    if (!this.isFree(people, start, end))
      throw new Error(`demo meeting at ${start.toISOString()} overlaps another of ${people.join(' or ')}`);
    for (const person of people) {
      const taken = this.busy.get(person) ?? [];
      taken.push({ start: start.getTime(), end: end.getTime() });
      this.busy.set(person, taken);
    }
  }
}
