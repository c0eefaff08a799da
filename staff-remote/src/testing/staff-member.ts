import type { UserData } from '@rcm/shared';

/** The signed-in staff member the console's page tests start with (as the login stores them). */
export const staffMember: UserData = {
  name: 'Sam Staff',
  username: 'sam@clarity.example',
  subscribtion: 'none',
  rc_score: 1,
  labels: ['staff'],
};
