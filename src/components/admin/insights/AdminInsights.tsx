import { LOCALE_META, type Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/t';
import { REPORT_PERIODS, type InsightReport, type ReportPeriod } from '../../../insights/report-shape';
import { IN_APP_BROWSERS, SOURCES } from '../../../insights/sources';
import { CONTACT_ROUTES } from '../../../insights/taps';
import { FIELD_GOALS, LAB_LCP_GOAL_MS } from '../../../insights/speed-goals';
import { CountTable } from './CountTable';
import { DayChart } from './DayChart';

export interface AdminInsightsProps {
  t: Translate;
  locale: Locale;
  report: InsightReport;
  /** "&lang=vi" or "" : kept on the period links. */
  langQuery: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The owner's insights (/admin/insights): totals against the period before, per day, lists, the funnel, real speed. */
export function AdminInsights({ t, locale, report, langQuery }: AdminInsightsProps) {
  const numbers = new Intl.NumberFormat(LOCALE_META[locale].lang);
  const number = (value: number) => numbers.format(value);
  const percent = new Intl.NumberFormat(LOCALE_META[locale].lang, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const change = (now: number, before: number) => (before === 0 ? undefined : percent.format((now - before) / before));
  const share = new Intl.NumberFormat(LOCALE_META[locale].lang, { style: 'percent', maximumFractionDigits: 0 });
  const source = (key: string) => (isOneOf(SOURCES, key) ? t(`insights.source.${key}`) : key);
  const app = (key: string) => (isOneOf(IN_APP_BROWSERS, key) ? t(`insights.app.${key}`) : key);
  const route = (key: string) => (isOneOf(CONTACT_ROUTES, key) ? t(`insights.route.${key}`) : key);
  const device = (key: string) => (key === 'phone' ? t('insights.device.phone') : t('insights.device.desktop'));
  const tapPage = (key: string) => {
    const [name = '', page = ''] = key.split(' ');
    return `${route(name)} · ${page}`;
  };
  const period = (days: ReportPeriod) => `/admin/insights?days=${days}${langQuery.replace('?', '&')}`;
  const totals = [
    { label: t('insights.visitors'), now: report.visitors, before: report.previous.visitors },
    { label: t('insights.views'), now: report.views, before: report.previous.views },
  ];
  const f = report.funnel;
  const steps = [
    { label: t('insights.funnel.bookingViews'), count: f.bookingViews, of: undefined },
    { label: t('insights.funnel.requests'), count: f.requests, of: f.bookingViews },
    { label: t('insights.funnel.confirmed'), count: f.confirmed, of: f.requests },
    { label: t('insights.funnel.done'), count: f.done, of: f.confirmed },
    { label: t('insights.funnel.noShow'), count: f.noShow, of: f.confirmed },
    { label: t('insights.funnel.cancelled'), count: f.cancelled, of: f.requests },
  ];
  const goal = (value: number | null, limit: number, text: string) =>
    value === null ? '—' : `${text} (${value <= limit ? t('insights.meetsGoal') : t('insights.missesGoal')})`;
  return (
    <>
      <nav className="insights-periods" aria-label={t('insights.period')}>
        <ul>
          {REPORT_PERIODS.map((days) => (
            <li key={days}>
              <a href={period(days)} aria-current={days === report.days ? 'page' : undefined}>
                {t(`insights.period.${days}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="insights-range">
        {report.from} – {report.to}
      </p>
      <dl className="insights-totals">
        {totals.map((total) => (
          <div key={total.label}>
            <dt>{total.label}</dt>
            <dd>
              <strong>{number(total.now)}</strong>
              <span>
                {t('insights.previous', { count: number(total.before) })}
                {change(total.now, total.before) !== undefined && ` · ${t('insights.change', { percent: change(total.now, total.before)! })}`}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <h2>{t('insights.perDay')}</h2>
      <DayChart t={t} days={report.perDay} number={number} />
      <h2>{t('insights.funnel')}</h2>
      <p>{t('insights.funnelLead')}</p>
      <div className="admin-table-frame insights-table">
        <table className="admin-table">
          <caption>{t('insights.funnel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.step')}</th>
              <th scope="col">{t('insights.count')}</th>
              <th scope="col">{t('insights.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.label}>
                <th scope="row">{step.label}</th>
                <td>{number(step.count)}</td>
                <td>{step.of ? share.format(step.count / step.of) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('insights.taps')}</h2>
      <p>{t('insights.tapsLead')}</p>
      <CountTable t={t} caption={t('insights.taps')} keyLabel={t('insights.route')} counts={report.taps} label={route} number={number} countLabel={t('insights.taps.count')} />
      <CountTable t={t} caption={t('insights.tapPages')} keyLabel={t('insights.page')} counts={report.tapPages} label={tapPage} number={number} countLabel={t('insights.taps.count')} />
      <h2>{t('insights.sources')}</h2>
      <CountTable t={t} caption={t('insights.sources')} keyLabel={t('insights.source')} counts={report.sources} label={source} number={number} />
      <CountTable t={t} caption={t('insights.campaigns')} keyLabel={t('insights.campaign')} counts={report.campaigns} label={(key) => key} number={number} />
      <CountTable t={t} caption={t('insights.devices')} keyLabel={t('insights.devices')} counts={report.devices} label={device} number={number} />
      <CountTable t={t} caption={t('insights.inApp')} keyLabel={t('insights.inApp')} counts={report.inApp} label={app} number={number} />
      <h2>{t('insights.pages')}</h2>
      <CountTable t={t} caption={t('insights.pages')} keyLabel={t('insights.page')} counts={report.pages} label={(key) => key} number={number} />
      <h2>{t('insights.vitals')}</h2>
      <p>
        {t('insights.vitalsLead', {
          lcp: `${number(FIELD_GOALS.lcp)} ms`,
          lab: `${number(LAB_LCP_GOAL_MS)} ms`,
          inp: `${number(FIELD_GOALS.inp)} ms`,
          cls: String(FIELD_GOALS.cls),
        })}
      </p>
      <div className="admin-table-frame insights-table">
        <table className="admin-table">
          <caption>{t('insights.vitals')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.vitals.group')}</th>
              <th scope="col">{t('insights.vitals.samples')}</th>
              <th scope="col">LCP</th>
              <th scope="col">INP</th>
              <th scope="col">CLS</th>
            </tr>
          </thead>
          <tbody>
            {report.vitals.length === 0 ? (
              <tr>
                <td colSpan={5}>{t('insights.empty')}</td>
              </tr>
            ) : (
              report.vitals.map((row) => (
                <tr key={`${row.group} ${row.device}`}>
                  <th scope="row">
                    {t(`insights.group.${row.group}`)} · {device(row.device)}
                  </th>
                  <td>{number(row.samples)}</td>
                  <td>{goal(row.lcp, FIELD_GOALS.lcp, `${number(row.lcp ?? 0)} ms`)}</td>
                  <td>{goal(row.inp, FIELD_GOALS.inp, `${number(row.inp ?? 0)} ms`)}</td>
                  <td>{goal(row.cls, FIELD_GOALS.cls, String(row.cls ?? 0))}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
