import { enhanceMaps } from '../../../browser/contact-map';
import { startHeroVideos } from '../../../browser/hero-video';
import { enhanceNavigation } from '../../../browser/navigation';
import { hydrateBookingForms } from '../../booking/static-booking-form';
import { startCounting } from '../../../browser/insights';
import pageViewScript from 'virtual:kingstone/page-view-script';

/*
 * Everything the home page's JavaScript does, loaded after the page is shown (index.astro): the
 * header's menus, the hero loop, the map's click-to-load button, the booking form's loader and
 * the site's counter (a tap made before this file has come is not counted: the price of the
 * page's first round trip).
 * Without it, or before it, the page works: the menu opens natively, the loop stays a picture,
 * the map links and the form's plain POST serve.
 */
enhanceNavigation(document);
startHeroVideos(document, window);
enhanceMaps(document);
hydrateBookingForms(document);
startCounting(window, pageViewScript);
