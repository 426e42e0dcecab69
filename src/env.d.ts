/// <reference types="astro/client" />

/** The built URL of the home page's script (integrations/deferred-script.ts). */
declare module 'virtual:kingstone/home-page-script' {
  const url: string;
  export default url;
}
declare module 'virtual:kingstone/counter-script' {
  const url: string;
  export default url;
}
declare module 'virtual:kingstone/vitals-script' {
  const url: string;
  export default url;
}

declare namespace App {
  interface Locals {
    /** The signed-in admin, set by the admin gate (src/server/web/admin/gate.ts) on admin routes. */
    admin?: import('./server/web/admin/person').AdminPerson | undefined;
    /** What an admin route tells the trail beyond what the gate sees (src/server/web/admin/gate.ts). */
    trail?: import('./server/web/admin/gate').TrailNote | undefined;
    /** The language the browser asks for (Accept-Language), when it is one of ours: the admin's default. */
    browserLocale?: import('./i18n/locales').Locale | undefined;
  }
}
