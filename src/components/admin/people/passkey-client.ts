// What the passkey islands share: a JSON post to the admin (same origin, so the server's Origin
// check passes) and the WebAuthn errors a person causes by closing the prompt.

export async function postJson(url: string, body: unknown): Promise<{ status: number; value: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    value = undefined;
  }
  return { status: response.status, value };
}

/** The person closed the browser's prompt, or it timed out: nothing went wrong to report. */
export function dismissed(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** The `?lang=` of the page, kept on the API's address so its answer's links keep it. */
export const langSuffix = (): string => {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return lang ? `?lang=${encodeURIComponent(lang)}` : '';
};
