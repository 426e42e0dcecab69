import type { ServiceUIKey } from './ko';

export const serviceEn = {
  'servicePage.metaTitle': '{title} | {name}',
  'servicePage.factDuration': 'Length',
  'servicePage.factPrice': 'Price',
  'servicePage.factStaff': 'Therapists',
  'servicePage.factGuests': 'Guests',
  'servicePage.staffOne': 'One dedicated therapist',
  'servicePage.vipAvailable': 'VIP option available',
  'servicePage.pricesTitle': 'Prices and options',
  'servicePage.pricesLead': 'Prices are per course, in Vietnamese dong (VND). Tell us which option you would like when you book.',
  'servicePage.includedTitle': 'What is included',
  'servicePage.sidebar': 'Service information',
  'servicePage.book': 'Book',
  'servicePage.bookService': 'Book {service}',
  'servicePage.contactTitle': 'Contact and location',
  'servicePage.ctaTitle': 'Book your {service} today',
  'servicePage.ctaText': 'Call or message us with the day and time you would like, and we will confirm right away.',
  'servicePage.relatedTitle': 'You may also like',
  'servicePage.videoPause': 'Pause background video',
  'servicePage.videoPlay': 'Play background video',
} as const satisfies Record<ServiceUIKey, string>;
