import { staffMetadata } from '../../lib/staff-metadata';

export const metadata = staffMetadata('Releases');
