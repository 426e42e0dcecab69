import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server on a free loopback port that keeps every message it receives, raw. */
export async function startMailCatcher(): Promise<{ url: string; mails: string[]; close: () => Promise<void> }> {
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (c: Buffer) => (text += c.toString()));
      stream.on('end', () => {
        mails.push(text);
        done();
      });
    },
  });
  const port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}

/** A raw mail as text: quoted-printable soft line breaks joined and =XX bytes decoded as UTF-8. */
export function decodedMail(mail: string): string {
  const soft = mail.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A raw mail's Subject header as a mail client shows it: folded lines joined, RFC 2047 words decoded. */
export function mailSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  // Whitespace between two encoded words, folded or not, is not part of the text (RFC 2047 §6.2).
  const words = header.replace(/\?=(?:\r\n)?[ \t]+=\?/g, '?==?').replace(/\r\n[ \t]+/g, ' ');
  return words.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replaceAll('_', ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** The raw mails a catcher received for one address. */
export function mailsFor(mails: readonly string[], address: string): string[] {
  return mails.filter((mail) => mail.includes(`\nTo: ${address}\r`));
}
