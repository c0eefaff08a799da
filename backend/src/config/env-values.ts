/** A setting that is a count of `unit`: `fallback` when unset or empty, else a positive integer, or the start fails naming it. */
export function positiveWhole(value: string | undefined, name: string, fallback: number, unit: string): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count <= 0) throw new Error(`${name} must be a positive whole number of ${unit}`);
  return count;
}

/** A setting in whole seconds (`positiveWhole`). */
export const seconds = (value: string | undefined, name: string, fallback: number): number =>
  positiveWhole(value, name, fallback, 'seconds');
