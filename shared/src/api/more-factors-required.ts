/** Appwrite's error type for a session that still owes its second factor (or staff without one). */
export const MORE_FACTORS_REQUIRED_TYPE = 'user_more_factors_required';
