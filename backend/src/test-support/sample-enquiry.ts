import type { ContactEnquiry } from '@rcm/shared';

/** An enquiry that passes every rule; tests change one field at a time. */
export const sampleEnquiry: ContactEnquiry = {
  first_name: 'Maria',
  last_name: 'Lopez',
  title: 'Practice Manager',
  company: 'Riverside Family Clinic',
  interest: 'experience',
  method: '2',
  country: 'United States',
  email: 'maria@riversideclinic.com',
  phone: '15551234567',
  message: 'We would like a quote for claims management for four providers.',
};
