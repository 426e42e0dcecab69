import { describe, expect, it } from 'vitest';
import { campaignOf, countedPath, readBeacon, BEACON_MAX_BYTES } from '../../src/insights/beacon';
import { isBookingPage, pageGroup } from '../../src/insights/page-group';
import { inAppBrowser, isPhone, sourceOf } from '../../src/insights/sources';
import { routeOfHref } from '../../src/insights/taps';
import { BUSINESS } from '../../src/config/business';
import { googleMapsPointUrl, naverMapUrl } from '../../src/utils/maps';
import { telHref } from '../../src/i18n/format';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const site = 'kingstonespa.vn';
const from = (referrerHost: string, userAgent = IPHONE) => sourceOf({ referrerHost, siteHost: site, userAgent });

describe('where a visit came from', () => {
  it('groups search engines and apps by the referrer host, label by label', () => {
    expect(from('www.google.com')).toBe('google');
    expect(from('www.google.com.vn')).toBe('google');
    expect(from('google.co.kr')).toBe('google');
    expect(from('m.search.naver.com')).toBe('naver');
    expect(from('www.bing.com')).toBe('bing');
    expect(from('talk.kakao.com')).toBe('kakaotalk');
    expect(from('chat.zalo.me')).toBe('zalo');
    expect(from('l.facebook.com')).toBe('facebook');
    expect(from('notgoogle.com')).toBe('other');
    expect(from('google.evil.example')).toBe('other');
  });

  it('reads an app share with no referrer from the app browser, and a bare visit as direct', () => {
    expect(from('', `${IPHONE} KAKAOTALK 10.9.0`)).toBe('kakaotalk');
    expect(from('', `${IPHONE} Zalo iOS`)).toBe('zalo');
    expect(from('', `${IPHONE} [FBAN/FBIOS;FBAV/480.0]`)).toBe('facebook');
    expect(from('', `${IPHONE} NAVER(inapp; search; 2000; 12.8.3)`)).toBe('naver');
    expect(from('', IPHONE)).toBe('direct');
  });

  it('counts a view from our own page as a visit already under way', () => {
    expect(from(site)).toBeUndefined();
    expect(from('KingstoneSpa.vn')).toBeUndefined();
  });

  it('tells in-app browsers and phones', () => {
    expect(inAppBrowser(`${IPHONE} KAKAOTALK 10.9.0`)).toBe('kakaotalk');
    expect(inAppBrowser(`${IPHONE} Instagram 300.0`)).toBe('instagram');
    expect(inAppBrowser(IPHONE)).toBeUndefined();
    expect(isPhone(IPHONE)).toBe(true);
    expect(isPhone(DESKTOP)).toBe(false);
    expect(isPhone(DESKTOP, '?1')).toBe(true);
  });
});

describe('contact taps', () => {
  it('names our own routes from the business data and nothing else', () => {
    expect(routeOfHref(telHref(BUSINESS.hotline), BUSINESS)).toBe('hotline');
    expect(routeOfHref(`tel:${BUSINESS.hotline}`, BUSINESS)).toBe('hotline');
    expect(routeOfHref(telHref(BUSINESS.partnerHotline), BUSINESS)).toBe('partnerHotline');
    expect(routeOfHref(BUSINESS.chat.zalo, BUSINESS)).toBe('zalo');
    expect(routeOfHref(BUSINESS.chat.kakaoChannel, BUSINESS)).toBe('kakaoChannel');
    expect(routeOfHref(BUSINESS.chat.kakaoOpenChat, BUSINESS)).toBe('kakaoOpenChat');
    expect(routeOfHref(BUSINESS.chat.telegram, BUSINESS)).toBe('telegram');
    expect(routeOfHref(`mailto:${BUSINESS.email}`, BUSINESS)).toBe('email');
    expect(routeOfHref(googleMapsPointUrl(BUSINESS.geo), BUSINESS)).toBe('map');
    expect(routeOfHref(naverMapUrl(BUSINESS.geo), BUSINESS)).toBe('map');
    expect(routeOfHref('tel:+84111111111', BUSINESS)).toBeUndefined();
    expect(routeOfHref('https://zalo.me/84999999999', BUSINESS)).toBeUndefined();
    expect(routeOfHref('https://www.google.com/search?q=spa', BUSINESS)).toBeUndefined();
    expect(routeOfHref('javascript:alert(1)', BUSINESS)).toBeUndefined();
  });
});

describe('the beacon', () => {
  it('reads the three shapes and drops anything else', () => {
    expect(readBeacon('{"k":"v","p":"/vi/services","r":"www.google.com","s":"?utm_source=zalo"}')).toMatchObject({ k: 'v', p: '/vi/services' });
    expect(readBeacon('{"k":"t","p":"/","h":"tel:+84901234567"}')).toMatchObject({ k: 't' });
    expect(readBeacon('{"k":"w","p":"/","l":812.5,"c":0.02}')).toMatchObject({ k: 'w', l: 812.5 });
    expect(readBeacon('{"k":"v","p":"https://evil.example/"}')).toBeUndefined();
    expect(readBeacon('{"k":"v","p":"/a b"}')).toBeUndefined();
    expect(readBeacon('{"k":"w","p":"/","l":-1}')).toBeUndefined();
    expect(readBeacon('{"k":"x","p":"/"}')).toBeUndefined();
    expect(readBeacon('not json')).toBeUndefined();
    expect(readBeacon(`{"k":"v","p":"/","r":"${'a'.repeat(BEACON_MAX_BYTES)}"}`)).toBeUndefined();
  });

  it('keeps clean campaign tags only', () => {
    expect(campaignOf('?utm_source=Zalo&utm_campaign=tet-2027')).toEqual({ source: 'zalo', campaign: 'tet-2027' });
    expect(campaignOf('?utm_source=<script>')).toEqual({ source: undefined, campaign: undefined });
    expect(campaignOf('')).toEqual({ source: undefined, campaign: undefined });
  });

  it('counts a page by one spelling', () => {
    expect(countedPath('/vi/blog/')).toBe('/vi/blog');
    expect(countedPath('/')).toBe('/');
    expect(countedPath('/blog/%ED%95%9C')).toBe('/blog/한');
    expect(countedPath('/%E0%A4%A')).toBeUndefined();
  });
});

describe('page groups', () => {
  it('sorts paths into the kinds the speed table shows', () => {
    expect(pageGroup('/')).toBe('home');
    expect(pageGroup('/vi')).toBe('home');
    expect(pageGroup('/en/services/thai-massage')).toBe('service');
    expect(pageGroup('/blog')).toBe('listing');
    expect(pageGroup('/vi/blog/category/news')).toBe('listing');
    expect(pageGroup('/blog/2025/10')).toBe('listing');
    expect(pageGroup('/en/blog/massage-hue')).toBe('article');
    expect(pageGroup('/booking')).toBe('booking');
    expect(pageGroup('/privacy')).toBe('other');
    expect(isBookingPage('/vi/booking')).toBe(true);
    expect(isBookingPage('/vi/services')).toBe(false);
  });
});
