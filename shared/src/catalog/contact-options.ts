export interface SelectOption {
  value: string;
  label: string;
}

/** "I am Interested In..." — values as the spec fixes them on the wire. */
export const interestOptions: readonly SelectOption[] = [
  { value: 'datasphere', label: 'Datasphere' },
  { value: 'experience', label: 'Digital Experience' },
  { value: 'customer experience', label: 'Customer Experience' },
  { value: 'health care', label: 'Health Care' },
];

/** "How Did You Hear About" — valued 1 to 5. */
export const hearAboutOptions: readonly SelectOption[] = [
  { value: '1', label: 'Social Media' },
  { value: '2', label: 'Event' },
  { value: '3', label: 'Referral' },
  { value: '4', label: 'Email' },
  { value: '5', label: 'Other' },
];
