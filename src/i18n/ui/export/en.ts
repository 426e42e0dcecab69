import type { ExportUIKey } from './ko';

/** The bookings CSV's column names (/admin/bookings.csv), in the owner's language. */
export const exportEn = {
  'export.reference': 'Reference',
  'export.received': 'Received (Ho Chi Minh City time)',
  'export.status': 'Status',
  'export.name': 'Name',
  'export.phone': 'Phone',
  'export.course': 'Course',
  'export.minutes': 'Minutes',
  'export.price': 'Price (VND)',
  'export.date': 'Date',
  'export.time': 'Time',
  'export.notes': 'Notes',
  'export.language': 'Language',
  'export.contact': 'Contact by',
  'export.handle': 'Contact handle',
  'export.proposed': 'Time proposed',
  'export.declineReason': 'Reason declined',
  'export.optionCode': 'Option code',
  'export.declineMessage': 'Message with the decline',
  'export.source': 'Booked by',
} as const satisfies Record<ExportUIKey, string>;
