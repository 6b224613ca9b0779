import type { ActivityPeople } from './demo-activity.ts';
import type { NotifiedPerson } from './demo-notifications.ts';
import type { ExpertSeed } from './expert-seed.ts';
import type { CustomerSeed } from './insert-customers.ts';

/** The people of the demo activity, looked up by email or id once they are inserted. */
export function activityPeople(input: {
  experts: readonly ExpertSeed[];
  customers: readonly CustomerSeed[];
  ids: ReadonlyMap<string, number>;
  pictures: ReadonlyMap<string, string>;
  readerEmails: readonly string[];
}): ActivityPeople {
  const idOf = (email: string) => {
    const id = input.ids.get(email);
    if (id === undefined) throw new Error(`the demo data has no account ${email}`);
    return id;
  };
  const experts = new Map(input.experts.map((expert) => [expert.email, expert]));
  const people = new Map<number, NotifiedPerson>(
    [...input.experts, ...input.customers].map((person) => [
      idOf(person.email),
      {
        id: idOf(person.email),
        firstName: person.firstName,
        lastName: person.lastName,
        profilePicture: input.pictures.get(person.email) ?? null,
      },
    ]),
  );
  return {
    idOf,
    expert(email) {
      const expert = experts.get(email);
      if (!expert) throw new Error(`the demo data has no expert ${email}`);
      return expert;
    },
    personOf(id) {
      const person = people.get(id);
      if (!person) throw new Error(`the demo data has no person ${id}`);
      return person;
    },
    readers: new Set(input.readerEmails.map(idOf)),
  };
}
