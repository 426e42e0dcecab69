import type { APIRoute } from 'astro';
import { answerInvitePasskey } from '../../../../../server/web/admin/invite-accept';

export const prerender = false;

/** The invite's passkey path, second step: the account is made (src/server/web/admin/invite-accept.ts). */
export const POST: APIRoute = (context) => answerInvitePasskey({ request: context.request, url: context.url, cookies: context.cookies, clientAddress: context.clientAddress, token: context.params.token ?? '' });
