import type { PlanType } from '#core/kernel/plans';

/** The demo accounts that `npm run seed` creates and the local dev sign-in page lists. */
export interface DemoUser {
  id: string;
  email: string;
  name: string;
  givenName: string;
  planType: PlanType;
  /** Credits the seed grants (to exercise spending beyond the allowance). */
  credits: number;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { id: 'demo-free-cook', email: 'cook@forkcast.test', name: 'Casey Cook', givenName: 'Casey', planType: 'free', credits: 0 },
  { id: 'demo-pro-chef', email: 'chef@forkcast.test', name: 'Paula Chef', givenName: 'Paula', planType: 'monthly', credits: 0 },
  { id: 'demo-credit-cook', email: 'saver@forkcast.test', name: 'Sam Saver', givenName: 'Sam', planType: 'free', credits: 5 },
];
