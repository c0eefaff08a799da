import { staffMetadata } from '../../lib/staff-metadata';

export const metadata = staffMetadata('Customer Subscriptions');
