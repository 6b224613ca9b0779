import {
  type ApiClient,
  type CustomerProfile,
  call,
  type ExpertProfile,
  expertProfileApi,
  identityApi,
  type SessionUser,
  timezone,
  type UserType,
} from 'shared-contracts';
import * as v from 'valibot';

export type ProfileOf<T extends UserType> = T extends 'expert' ? ExpertProfile : CustomerProfile;

/** SWR key of the signed-in user's profile; the session and the pages share it. */
export function profileKey<T extends UserType>(userType: T): readonly ['session', T] {
  return ['session', userType] as const;
}

export function isProfileKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'session';
}

export async function fetchProfile<T extends UserType>(api: ApiClient, userType: T): Promise<ProfileOf<T>> {
  const profile =
    userType === 'expert'
      ? (await call(api, expertProfileApi.profile)).data
      : await fetchCustomerProfile(api);
  return profile as ProfileOf<T>;
}

/** A customer's profile alone: what reads no expert's (the sign-up island) does not bundle the experts' schemas. */
export async function fetchCustomerProfile(api: ApiClient): Promise<CustomerProfile> {
  return (await call(api, identityApi.customerProfile)).data;
}

export function toSessionUser(profile: CustomerProfile | ExpertProfile, userType: UserType): SessionUser {
  return {
    id: profile.id,
    is_expert: userType === 'expert' || ('is_expert' in profile && profile.is_expert),
    profile_picture: profile.profile_picture,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
  };
}

/** The profile's IANA zone; undefined without a profile or for a zone this browser cannot convert to. */
export function zoneOf(profile: CustomerProfile | ExpertProfile | undefined): string | undefined {
  const zone = profile?.timezone;
  return v.is(timezone, zone) ? zone : undefined;
}
