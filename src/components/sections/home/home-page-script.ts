import { enhanceMaps } from '../../../browser/contact-map';
import { startHeroVideos } from '../../../browser/hero-video';
import { enhanceNavigation } from '../../../browser/navigation';
import { hydrateBookingForms } from '../../booking/static-booking-form';
import { countAfterIdle } from '../../../browser/insights';
import counterScript from 'virtual:kingstone/counter-script';

/*
 * Everything the home page's JavaScript does, loaded after the page is shown (index.astro): the
 * header's menus, the hero loop, the map's click-to-load button, the booking form's loader and
 * the fetch of the site's counter once the page is idle (src/browser/insights.ts; a tap made before
 * the counter has come is not counted: the price of the page's first round trip).
 * Without it, or before it, the page works: the menu opens natively, the loop stays a picture,
 * the map links and the form's plain POST serve.
 */
enhanceNavigation(document);
startHeroVideos(document, window);
enhanceMaps(document);
hydrateBookingForms(document);
countAfterIdle(window, counterScript);
