import type { Locale } from '../../i18n/locales';
import type { DocumentId, FactChange, PendingChanges as Pending } from '../../studio/contract';
import { articleTitle, changeLine, contentLine } from './change-lines';
import { groupContent, targetKey, type ContentGroup, type PendingTarget } from './pending-groups';
import { PendingGroup } from './PendingGroup';
import type { StudioT } from './studio-t';

/** What a Discard asks about: its target, the name it shows, and whether it deletes a never-published article. */
export interface DiscardChoice {
  target: PendingTarget;
  title: string;
  isNew: boolean;
}

export interface PendingChangesProps {
  t: StudioT;
  locale: Locale;
  pending: Pending;
  titles: ReadonlyMap<DocumentId, string>;
  /** A discard is under way. */
  busy: boolean;
  onDiscard(choice: DiscardChoice): void;
}

/** How many changes a publish would put live: each fact, each article or photo change. */
export const pendingCount = (pending: Pending | undefined) => (pending ? pending.facts.length + pending.content.length : 0);

/** Which pages a document's changes show on, in the owner's words. */
function pagesOf(t: StudioT, id: DocumentId): string {
  if (id === 'business') return t('studio.pending.pages.business');
  if (id === 'notice') return t('studio.pending.pages.notice');
  return t('studio.pending.pages.service');
}

/** An article's, gallery's or the poster's heading and the name its Discard shows. */
function contentNames(t: StudioT, locale: Locale, titles: ReadonlyMap<DocumentId, string>, group: ContentGroup): { heading: string; title: string } {
  const { target } = group;
  if (target.kind === 'article') {
    const title = articleTitle(locale, group.titles, target.slug);
    return { heading: t('studio.pending.article', { title }), title };
  }
  const title = target.kind === 'gallery' ? t('studio.pending.gallery', { service: titles.get(`service:${target.service}`) ?? target.service }) : t('studio.pending.poster');
  return { heading: title, title };
}

/**
 * Before Publish, what will change (issue 40): per document, article, gallery or the poster, its
 * changes in the history's words and a way to throw them away; then the changes that go only with
 * a publish or a restore (the tags, the redirects, other files).
 */
export function PendingChanges({ t, locale, pending, titles, busy, onDiscard }: PendingChangesProps) {
  const byDocument = new Map<DocumentId, FactChange[]>();
  for (const change of pending.facts) byDocument.set(change.document, [...(byDocument.get(change.document) ?? []), change]);
  const { groups, rest } = groupContent(pending.content);
  return (
    <div className="studio-pending">
      <ul className="studio-pending__documents">
        {[...byDocument].map(([id, changes]) => {
          const title = titles.get(id) ?? id;
          return (
            <PendingGroup
              key={id}
              t={t}
              heading={title}
              title={title}
              lines={changes.map((change) => changeLine(t, locale, titles, change))}
              note={<p className="studio-pending__pages">{pagesOf(t, id)}</p>}
              busy={busy}
              onDiscard={() => onDiscard({ target: { kind: 'document', id }, title, isNew: false })}
            />
          );
        })}
        {groups.map((group) => {
          const { heading, title } = contentNames(t, locale, titles, group);
          return (
            <PendingGroup
              key={targetKey(group.target)}
              t={t}
              heading={heading}
              title={title}
              lines={group.changes.map((change) => contentLine(t, locale, titles, change))}
              busy={busy}
              onDiscard={() => onDiscard({ target: group.target, title, isNew: group.isNew })}
            />
          );
        })}
        {rest.length > 0 ? (
          <li className="studio-pending__document">
            <h3>{t('studio.pending.other')}</h3>
            <ul className="studio-changes">
              {rest.map((change, i) => (
                <li key={i}>{contentLine(t, locale, titles, change)}</li>
              ))}
            </ul>
            <p className="studio-pending__pages">{t('studio.pending.otherNote')}</p>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
