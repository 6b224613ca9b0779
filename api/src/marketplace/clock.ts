/** The time the domain reads. Tests pass their own to stand at a chosen moment. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
