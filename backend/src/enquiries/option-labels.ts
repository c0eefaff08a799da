import { hearAboutOptions, interestOptions, type SelectOption } from '@rcm/shared';

function labelOf(options: readonly SelectOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The wire sends "health care"; a person reads "Health Care". Unknown values pass as they are. */
export const interestLabel = (value: string): string => labelOf(interestOptions, value);

/** The wire sends "1" to "5"; a person reads "Social Media". */
export const hearAboutLabel = (value: string): string => labelOf(hearAboutOptions, value);
