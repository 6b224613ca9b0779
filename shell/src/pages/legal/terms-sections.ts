import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface LegalSection {
  title: MessageDescriptor;
  body: MessageDescriptor;
}

/** Terms and Conditions, numbered in this order (spec §9 constants: 18+, 30 days, one year, Florida, six months). */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: msg`Acceptance of these terms`,
    body: msg`By creating an account or using the service you accept these Terms and Conditions and our Privacy Policy. If you do not accept them, do not use the service.`,
  },
  {
    title: msg`Eligibility`,
    body: msg`You must be at least 18 years old to use the service, or have the permission of a parent or legal guardian who accepts these terms on your behalf.`,
  },
  {
    title: msg`Your account`,
    body: msg`Keep your sign-in details private and the information in your profile true and up to date. You are responsible for everything done with your account.`,
  },
  {
    title: msg`What the service is`,
    body: msg`The service is a marketplace that connects customers with independent experts for paid, timed video meetings. We are not a party to the advice given in a meeting.`,
  },
  {
    title: msg`Bookings and meetings`,
    body: msg`A booking reserves the chosen length, date and hour with the expert. Join the video room on time: a meeting ends at its booked end unless both sides agree and pay for an extension.`,
  },
  {
    title: msg`Payments and fees`,
    body: msg`Prices are shown in US dollars before you pay and include the platform fee. Payments are processed by our payment provider; card numbers never reach our servers.`,
  },
  {
    title: msg`Cancellations and refunds`,
    body: msg`If an expert does not attend a booked meeting you will be refunded. Other requests are reviewed case by case through our support address.`,
  },
  {
    title: msg`Experts`,
    body: msg`Experts are independent professionals, not our employees. They are responsible for the accuracy of their profiles, their availability and the advice they give.`,
  },
  {
    title: msg`Acceptable use`,
    body: msg`Do not use the service to harass anyone, to share unlawful content, to record meetings without consent or to take payments outside the platform.`,
  },
  {
    title: msg`Content you share`,
    body: msg`You keep the rights to the content you post and allow us to show it inside the service. We may remove content that breaks these terms.`,
  },
  {
    title: msg`Intellectual property`,
    body: msg`The software, design and brand of the service belong to us or our licensors and may not be copied without permission.`,
  },
  {
    title: msg`Privacy`,
    body: msg`We handle personal data as described in the Privacy Policy, which is part of these terms.`,
  },
  {
    title: msg`No professional advice`,
    body: msg`Content on the service is for information only. It is not medical, legal, financial or other professional advice and does not create a professional relationship with us.`,
  },
  {
    title: msg`Limitation of liability`,
    body: msg`To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the six months before the event that gave rise to the claim.`,
  },
  {
    title: msg`Indemnity`,
    body: msg`You agree to cover our losses caused by your breach of these terms or by your misuse of the service.`,
  },
  {
    title: msg`Informal dispute resolution`,
    body: msg`Before starting any formal dispute you agree to contact us and try to resolve it informally for at least 30 days.`,
  },
  {
    title: msg`Time limit for disputes`,
    body: msg`Any dispute must be brought within one year after the events that gave rise to it; after that it is permanently barred.`,
  },
  {
    title: msg`Governing law`,
    body: msg`These terms are governed by the laws of the State of Florida, United States, without regard to its conflict of law rules.`,
  },
  {
    title: msg`Suspension and termination`,
    body: msg`You may close your account at any time. We may suspend or close accounts that break these terms, after notice where the law requires it.`,
  },
  {
    title: msg`Changes to these terms`,
    body: msg`We may update these terms. We will tell you about important changes before they apply; using the service afterwards means you accept them.`,
  },
  {
    title: msg`Contact`,
    body: msg`Questions about these terms: support@expertia.example.`,
  },
];
