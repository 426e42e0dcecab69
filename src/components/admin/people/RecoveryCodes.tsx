export interface RecoveryCodesStrings {
  title: string;
  lead: string;
  continue: string;
}

/** Ten recovery codes, shown once: written down or printed, each opens one sign-in. */
export function RecoveryCodes({ codes, next, strings }: { codes: readonly string[]; next: string; strings: RecoveryCodesStrings }) {
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">{strings.title}</h2>
      <p>{strings.lead}</p>
      <ol className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <a className="btn btn--primary" href={next}>
          {strings.continue}
        </a>
      </p>
    </section>
  );
}
