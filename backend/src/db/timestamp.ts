/**
 * Every stored timestamp, in Appwrite's datetime format (ISO 8601 with milliseconds and an
 * explicit offset), so rows go straight into the SDK's models.
 */
export function appwriteDate(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}
