import type { APIRoute } from 'astro';
import { availabilityMethodRefused, availabilityResponse } from '../server/web/booking/availability';

export const prerender = false;

/**
 * The times a course can still be booked on a day, for the booking form when the visitor picks
 * another day or course: `?date=YYYY-MM-DD&option=<option id>` (docs/api-reference.md).
 */
export const GET: APIRoute = ({ url }) => availabilityResponse(url);
export const HEAD = GET;
export const ALL: APIRoute = () => availabilityMethodRefused();
