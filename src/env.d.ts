/// <reference types="astro/client" />

/** The built URL of the home page's script (integrations/deferred-script.ts). */
declare module 'virtual:kingstone/home-page-script' {
  const url: string;
  export default url;
}
