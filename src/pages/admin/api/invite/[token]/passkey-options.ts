import type { APIRoute } from 'astro';
import { answerInvitePasskeyOptions } from '../../../../../server/web/admin/invite-accept';

export const prerender = false;

/** The invite's passkey path, first step (src/server/web/admin/invite-accept.ts). */
export const POST: APIRoute = (context) => answerInvitePasskeyOptions({ request: context.request, url: context.url, cookies: context.cookies, clientAddress: context.clientAddress, token: context.params.token ?? '' });
