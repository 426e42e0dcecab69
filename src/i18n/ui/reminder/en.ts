import type { ReminderUIKey } from './ko';

export const reminderEn = {
  'reminder.subject.today': 'Reminder: your visit to {spa} today at {time} (Vietnam time) · {ref}',
  'reminder.subject.tomorrow': 'Reminder: your visit to {spa} tomorrow at {time} (Vietnam time) · {ref}',
  'reminder.subject.on': 'Reminder: your visit to {spa} on {date} at {time} (Vietnam time) · {ref}',
  'reminder.lead': 'A reminder of your confirmed visit to {spa}.',
  'reminder.address': 'Address',
  'reminder.link': 'Your booking (details, cancellation): {url}',
  'reminder.calendar': 'Add it to your calendar (.ics): {url}',
  'reminder.cannotCome': 'If you cannot come, please cancel on your booking page or call us: {phone}',
} as const satisfies Record<ReminderUIKey, string>;
