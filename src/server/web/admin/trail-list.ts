import type { Translate } from '../../../i18n/t';
import { SIGNED_OUT, TRAIL_KINDS, TRAIL_OUTCOMES } from '../../services/admin/trail';
import { listTrail, parseTrailFilter, trailActors, trailCsv } from '../../services/admin/trail-read';
import { getDb } from '../runtime';

/**
 * What the trail page (/admin/trail) shows for its address, in the admin's words: the rows its
 * filters select, newest first, everyone it names (a failed sign-in by its label), and the actions.
 */
export async function loadTrail(url: URL, t: Translate) {
  const filter = parseTrailFilter(url);
  const { db } = await getDb();
  const [rows, actors] = await Promise.all([listTrail(db, filter), trailActors(db)]);
  const actorName = (actor: string) => (actor === SIGNED_OUT ? t('trail.failedSignIn') : actor);
  const kindName = Object.fromEntries(TRAIL_KINDS.map((kind) => [kind, t(`trail.kind.${kind}`)]));
  const outcomeName = Object.fromEntries(TRAIL_OUTCOMES.map((outcome) => [outcome, t(`trail.outcome.${outcome}`)]));
  return {
    filter,
    actors: actors.map((actor) => ({ value: actor, label: actorName(actor) })),
    kinds: TRAIL_KINDS.map((kind) => ({ value: kind, label: kindName[kind] ?? kind })),
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: row.at,
      actor: actorName(row.actor),
      // What, to what, how it ended, from where: one line.
      detail: [kindName[row.kind] ?? row.kind, row.subject, outcomeName[row.outcome] ?? row.outcome, row.client ? t('trail.from', { client: row.client }) : undefined].filter(Boolean).join(' · '),
    })),
  };
}

/** The rows the filters select, as CSV (every one, not only the page's). */
export async function trailForExport(url: URL): Promise<string> {
  const { db } = await getDb();
  return trailCsv(await listTrail(db, parseTrailFilter(url), 100_000));
}
