import type { RateSlug } from 'shared-contracts';

/** Everything needed to create one expert with a complete profile. */
export interface ExpertSeed {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  timezone: string;
  phoneNumber: string;
  role: string;
  aboutMe: string;
  yearsOfExperience: number;
  /** Around what a generated expert's reviews rate them; the rating stored is their average. */
  rating: number;
  isAvailable: boolean;
  categorySlug: string;
  subcategorySlugs: string[];
  languageCodes: string[];
  priceCents: Record<RateSlug, number>;
  certifications: { name: string; companyName: string; finishYear: number; finishMonth: number }[];
  gallery: string[];
  profileVideo: string | null;
  plan: { slug: string; status: 'trialing' | 'active'; daysLeft: number };
  /** How long before the seeding the expert joined (newest first in 'Recommended'). */
  joinedHoursAgo: number;
}
